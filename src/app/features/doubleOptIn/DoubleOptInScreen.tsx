import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { ChatLinkPanel } from './ChatLinkPanel';
import { DoiForm } from './DoiForm';
import { doiMessages as messages, doiValueMessages as valueMessages } from './messages';
import { selectDoubleOptIn } from './selectors';
import { processRequested, validationRequested } from './slice';
import { Card, Intro, Notice, StateLine, Title, TitleRow } from './styles';
import { doubleOptInTexts } from './texts';
import { ValidationResult } from './ValidationResult';

const doneMessages = {
  saved: messages.saved,
  activated: messages.activated,
  reset: messages.resetDone,
} as const;

/**
 * The double opt-in editor (WhatsApp_DoubleOptIn): the work version with its rules and chat
 * preview; activate and reset; while active, the chat link and its QR code.
 */
export const DoubleOptInScreen = withFeatureTexts(
  doubleOptInTexts,
  function DoubleOptInScreenContent() {
    useFeature('doubleOptIn');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const { status, process, change } = useAppSelector(selectDoubleOptIn);

    useEffect(() => {
      dispatch(processRequested());
    }, [dispatch]);

    return (
      <Card aria-labelledby="doi-title">
        <TitleRow>
          <Title id="doi-title">
            <FormattedMessage {...messages.title} />
          </Title>
          {process && (
            <Button
              type="button"
              $variant="secondary"
              data-testid="doi-validate"
              onClick={() => dispatch(validationRequested(process.workVersion.id))}
            >
              <FormattedMessage {...messages.validate} />
            </Button>
          )}
        </TitleRow>
        <Intro>
          <FormattedMessage {...messages.intro} />
        </Intro>
        {status === 'failed' && (
          <FaultState
            message={intl.formatMessage(messages.loadFailed)}
            onRetry={() => dispatch(processRequested())}
          />
        )}
        {!process && status !== 'failed' && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {process && (
          <>
            <StateLine data-testid="doi-state">
              <FormattedMessage
                {...(process.activeVersion ? messages.stateActive : messages.stateDraft)}
              />
              {process.activeVersion && (
                <>
                  {' · '}
                  <FormattedMessage
                    {...valueMessages.activeSince}
                    values={{
                      version: process.activeVersion.version,
                      at: new Date(process.activeVersion.lastActivatedOn!),
                    }}
                  />
                </>
              )}
              {process.workVersion.modifiedOn && (
                <>
                  {' · '}
                  <FormattedMessage
                    {...valueMessages.modifiedOn}
                    values={{ at: new Date(process.workVersion.modifiedOn) }}
                  />
                </>
              )}
              {process.hasChanges && process.activeVersion && (
                <>
                  {' · '}
                  <FormattedMessage {...messages.stateChanged} />
                </>
              )}
            </StateLine>
            {change.done && (
              <Notice role="status" data-testid="doi-done">
                <FormattedMessage {...doneMessages[change.done]} />
              </Notice>
            )}
            {change.status === 'failed' && (
              <Notice $tone="danger" role="alert" data-testid="doi-error">
                <FormattedMessage
                  {...valueMessages.error}
                  values={{ errorKey: change.errorKey ?? '' }}
                />
              </Notice>
            )}
            <ValidationResult />
            <DoiForm process={process} side={<ChatLinkPanel chatLink={process.chatLink} />} />
          </>
        )}
      </Card>
    );
  },
);
