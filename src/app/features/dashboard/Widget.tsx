import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { SourceStatus } from './slice';
import { dashboardMessages as messages } from './messages';
import { Alert, Card, LinkButton, Notice } from './styles';

interface WidgetProps {
  name: string;
  title: MessageDescriptor;
  status: SourceStatus;
  /** Some of the widget's sources failed while others answered. */
  partial?: boolean;
  onRetry: () => void;
  children: () => ReactNode;
}

/**
 * One widget of the start page in its own state: loading, faulted (with retry) or its content;
 * hidden when the user may not see its source.
 */
export function Widget({ name, title, status, partial, onRetry, children }: WidgetProps) {
  if (status === 'hidden') return null;
  return (
    <Card data-testid={`widget-${name}`} data-status={status} aria-busy={status === 'loading'}>
      <h2>
        <FormattedMessage {...title} />
      </h2>
      {status === 'failed' ? (
        <div role="alert" data-testid="widget-fault">
          <Alert>
            <FormattedMessage {...messages.sourceFailed} />
          </Alert>
          <LinkButton type="button" onClick={onRetry}>
            <FormattedMessage {...messages.retry} />
          </LinkButton>
        </div>
      ) : status === 'loaded' ? (
        <>
          {partial && (
            <Alert role="alert">
              <FormattedMessage {...messages.partlyFailed} />
            </Alert>
          )}
          {children()}
        </>
      ) : (
        <Notice>
          <FormattedMessage {...messages.loading} />
        </Notice>
      )}
    </Card>
  );
}
