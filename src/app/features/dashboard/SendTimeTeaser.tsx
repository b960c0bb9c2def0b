import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SendTimeOptimizationSettings } from '../../../common/dashboard';
import { lazyComponent } from '../../components/lazyComponent';
import { Button } from '../../components/ui/Button';
import { sendTimeMessages as messages } from './messages';
import { Alert, Notice } from './styles';

// The AI consent (spec section 1) stands in front of "Start learning"; it loads with the offer.
const AiConsentGate = lazyComponent<{ children: ReactNode }>(
  () => import(/* webpackChunkName: "ai-consent" */ '../consent/AiConsentGate'),
  'AiConsentGate',
);

interface Props {
  settings: SendTimeOptimizationSettings;
  canActivate: boolean;
  activation: 'idle' | 'activating' | 'failed';
  onActivate: () => void;
}

/** The send-time optimisation teaser: off (start learning), learning (progress) or ready. */
export function SendTimeTeaser({ settings, canActivate, activation, onActivate }: Props) {
  if (!settings.serviceAvailable) {
    return (
      <Notice>
        <FormattedMessage {...messages.unavailable} />
      </Notice>
    );
  }
  if (!settings.activated) {
    return (
      <>
        <Notice>
          <FormattedMessage {...messages.off} />
        </Notice>
        {activation === 'failed' && (
          <Alert role="alert">
            <FormattedMessage {...messages.activationFailed} />
          </Alert>
        )}
        {canActivate && (
          <Suspense fallback={null}>
            <AiConsentGate>
              <Button
                type="button"
                data-testid="sto-activate"
                disabled={activation === 'activating'}
                onClick={onActivate}
                style={{ marginTop: '0.75rem' }}
              >
                <FormattedMessage {...messages.activate} />
              </Button>
            </AiConsentGate>
          </Suspense>
        )}
      </>
    );
  }
  if (settings.progress >= 100) {
    return (
      <Notice data-testid="sto-state">
        <FormattedMessage {...messages.ready} />
      </Notice>
    );
  }
  return (
    <>
      <Notice data-testid="sto-state">
        <FormattedMessage {...messages.learning} values={{ progress: settings.progress }} />
      </Notice>
      <progress value={settings.progress} max={100} />
    </>
  );
}
