import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { consentTypes } from '../../../common/shell';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import type { RootState } from '../../store/rootReducer';
import { selectHasEveryRight } from '../rights/selectors';
import './feature';
import { aiConsentMessages as messages } from './messages';
import { selectConsent } from './selectors';
import { consentCheckRequested, consentGiveRequested } from './slice';
import { consentTexts } from './texts';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const ai = consentTypes.ai;
const selectAiConsent = (state: RootState) => selectConsent(state, ai);
/** AddConsent of the AI consent needs the AI right (consentRoutes.ts); others are told so. */
const selectMayGive = (state: RootState) => selectHasEveryRight(state, ['General.EditorAiPlugin']);

/**
 * The AI consent (type 4, spec sections 1 and 7) where Relay offers an AI function: the
 * send-time optimisation's "Start learning". The account's consent is checked once
 * (CheckConsent?consentType=4); while it is missing, the offer is replaced by what the AI does
 * and an agree button (AddConsent), or, without the AI right, a note to ask someone who has it.
 */
function AiConsentGateContent({ children }: { children: ReactNode }) {
  useFeature('consent');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectAiConsent);
  const mayGive = useAppSelector(selectMayGive);

  useEffect(() => {
    if (consent.status === 'idle') dispatch(consentCheckRequested(ai));
  }, [dispatch, consent.status]);

  if (consent.status === 'given') return <>{children}</>;
  if (consent.status === 'failed') {
    return (
      <Note>
        {intl.formatMessage(messages.checkFailed)}{' '}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => dispatch(consentCheckRequested(ai))}
        >
          {intl.formatMessage(messages.retry)}
        </Button>
      </Note>
    );
  }
  if (consent.status !== 'missing') return null;
  return (
    <div data-testid="ai-consent">
      <Note>{intl.formatMessage(messages.body)}</Note>
      {consent.giving === 'failed' && (
        <Error role="alert">{intl.formatMessage(messages.giveFailed)}</Error>
      )}
      {mayGive ? (
        <Button
          type="button"
          data-testid="ai-consent-agree"
          disabled={consent.giving === 'saving'}
          onClick={() => dispatch(consentGiveRequested(ai))}
        >
          {intl.formatMessage(consent.giving === 'saving' ? messages.saving : messages.agree)}
        </Button>
      ) : (
        <Note>{intl.formatMessage(messages.askSomeone)}</Note>
      )}
    </div>
  );
}

export const AiConsentGate = withFeatureTexts(consentTexts, AiConsentGateContent);
