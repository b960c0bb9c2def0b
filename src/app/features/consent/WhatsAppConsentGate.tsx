import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { consentTypes } from '../../../common/shell';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import type { RootState } from '../../store/rootReducer';
import './feature';
import { consentMessages as messages } from './messages';
import { selectConsent } from './selectors';
import { consentCheckRequested, consentGiveRequested } from './slice';
import { consentTexts } from './texts';

const Card = styled.section`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const whatsApp = consentTypes.whatsApp;
const selectWhatsAppConsent = (state: RootState) => selectConsent(state, whatsApp);

/**
 * Every WhatsApp route shows the consent screen until the account has agreed to the use of
 * third-party software (consent type 5, spec section 1); then the route's own content.
 */
function WhatsAppConsentGateContent({ children }: { children: ReactNode }) {
  useFeature('consent');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectWhatsAppConsent);

  useEffect(() => {
    if (consent.status === 'idle') dispatch(consentCheckRequested(whatsApp));
  }, [dispatch, consent.status]);

  if (consent.status === 'given') return <>{children}</>;
  if (consent.status === 'failed') {
    return (
      <FaultState
        message={intl.formatMessage(messages.checkFailed)}
        onRetry={() => dispatch(consentCheckRequested(whatsApp))}
      />
    );
  }
  if (consent.status !== 'missing') {
    return <LoadingState label={intl.formatMessage(messages.checking)} />;
  }
  return (
    <Card aria-labelledby="whatsapp-consent-title" data-testid="whatsapp-consent">
      <h1 id="whatsapp-consent-title">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.body)}</p>
      {consent.giving === 'failed' && (
        <Error role="alert">{intl.formatMessage(messages.giveFailed)}</Error>
      )}
      <Button
        type="button"
        data-testid="whatsapp-consent-agree"
        disabled={consent.giving === 'saving'}
        onClick={() => dispatch(consentGiveRequested(whatsApp))}
      >
        {intl.formatMessage(consent.giving === 'saving' ? messages.saving : messages.agree)}
      </Button>
    </Card>
  );
}

export const WhatsAppConsentGate = withFeatureTexts(consentTexts, WhatsAppConsentGateContent);
