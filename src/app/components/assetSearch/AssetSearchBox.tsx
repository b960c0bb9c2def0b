import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { maxSearchLength, searchableText } from '../../../common/search';
import type { AssetSearch } from '../../features/media/assetSearch';
import { Notice } from '../layout/screenStyles';
import { assetSearchMessages as messages } from './messages';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(3)} 0;
  max-width: 28rem;

  input {
    padding: ${({ theme }) => theme.space(2)};
    font: inherit;
  }
`;

/**
 * The asset search box with its state line; `children` shows the hits (tiles in the media
 * database, choices in the template editor). Under 3 characters it shows nothing but the box.
 */
export function AssetSearchBox({
  search,
  onChange,
  testId,
  children,
}: {
  search: AssetSearch;
  onChange: (text: string) => void;
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const hintId = useId();
  const active = searchableText(search.text) !== null;
  return (
    <>
      <Field>
        <FormattedMessage {...messages.label} />
        <input
          type="search"
          value={search.text}
          maxLength={maxSearchLength}
          aria-describedby={hintId}
          data-testid={`${testId}-search`}
          onChange={(e) => onChange(e.target.value)}
        />
        <Muted id={hintId}>{intl.formatMessage(messages.hint)}</Muted>
      </Field>
      {active && (
        <section aria-live="polite" data-testid={`${testId}-search-results`}>
          {search.status === 'loading' && <Muted>{intl.formatMessage(messages.searching)}</Muted>}
          {search.status === 'failed' && (
            <Notice $tone="danger" role="alert">
              <FormattedMessage {...messages.failed} />
            </Notice>
          )}
          {search.status === 'loaded' && search.assets.length === 0 && (
            <Notice>
              <FormattedMessage {...messages.empty} />
            </Notice>
          )}
          {search.status === 'loaded' && search.assets.length > 0 && children}
          {search.status === 'loaded' && search.hasMore && (
            <Muted>
              <FormattedMessage {...messages.more} />
            </Muted>
          )}
        </section>
      )}
    </>
  );
}
