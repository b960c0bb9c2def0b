import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { LiveResult } from '../../components/form';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { isItemMissing } from '../itemAccount/isItemMissing';
import { ItemInOtherAccount } from '../itemAccount/ItemInOtherAccount';
import { NewsletterStatusBadge } from './badges';
import { CheckPanel } from './CheckPanel';
import { errorText } from './errorText';
import { editorMessages as messages } from './messages';
import { NewsletterForm } from './NewsletterForm';
import { PreviewPanel } from './PreviewPanel';
import { RecipientsPanel } from './RecipientsPanel';
import { selectNewsletterEditor } from './selectors';
import { SendPanel } from './SendPanel';
import { editorClosed, editorRequested } from './slice';
import { Card, Columns, Inline, LinkButton, Notice, Title, TitleRow } from './styles';
import { newslettersTexts } from './texts';

/**
 * Create (WhatsApp_CampaignCreateWithTemplate) or edit (WhatsApp_CampaignEdit) a newsletter:
 * the form, who receives it, the preview, the pre-send check with the price, and the send with
 * its live progress. Read-only once planned, sending, sent or archived.
 */
export const NewsletterEditorScreen = withFeatureTexts(
  newslettersTexts,
  function NewsletterEditorContent() {
    useFeature('newsletters');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const id = Number(useParams().id ?? 0) || 0;
    const { status, state, save, errorKey } = useAppSelector(selectNewsletterEditor);

    useEffect(() => {
      // A new newsletter's editor moves to its id after the first save: the state is kept.
      if (state && state.newsletter.id === id && id !== 0) return;
      dispatch(editorRequested(id));
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [dispatch, id]);

    useEffect(
      () => () => {
        dispatch(editorClosed());
      },
      [dispatch],
    );

    return (
      <Card aria-labelledby="newsletter-editor-title">
        <TitleRow>
          <Title id="newsletter-editor-title">
            <FormattedMessage {...(id ? messages.titleEdit : messages.titleNew)} />
          </Title>
          <Inline>
            {state && state.newsletter.id !== 0 && (
              <NewsletterStatusBadge value={state.newsletter.status} />
            )}
            <LinkButton to="/WhatsApp/Overview" $variant="secondary">
              <FormattedMessage {...messages.back} />
            </LinkButton>
          </Inline>
        </TitleRow>
        {status === 'failed' && id !== 0 && isItemMissing(errorKey) ? (
          // Not in this account: perhaps in another of the user's (a deep link; issue 23).
          <ItemInOtherAccount kind="whatsAppNewsletter" id={id}>
            <FaultState
              message={errorText(intl, errorKey)}
              onRetry={() => dispatch(editorRequested(id))}
            />
          </ItemInOtherAccount>
        ) : (
          status === 'failed' && (
            <FaultState
              message={errorText(intl, errorKey)}
              onRetry={() => dispatch(editorRequested(id))}
            />
          )
        )}
        {!state && status !== 'failed' && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {state && (
          <>
            {state.accountDeactivated && (
              <Notice $tone="danger" role="alert" data-testid="newsletter-account-deactivated">
                <FormattedMessage {...messages.accountDeactivated} />
              </Notice>
            )}
            {!state.editable && !state.accountDeactivated && (
              <Notice role="status" data-testid="newsletter-read-only">
                <FormattedMessage {...messages.readOnly} />
              </Notice>
            )}
            {/* The save's outcome is announced and takes the focus (issue 23). */}
            <LiveResult
              resultKey={save.done ? 'saved' : save.status === 'failed' ? 'failed' : null}
              testId="newsletter-save-result"
            >
              {save.done && (
                <Notice data-testid="newsletter-saved">
                  <FormattedMessage {...messages.saved} />
                </Notice>
              )}
              {save.status === 'failed' && (
                <Notice $tone="danger" data-testid="newsletter-save-error">
                  {errorText(intl, save.errorKey)}
                </Notice>
              )}
            </LiveResult>
            <Columns>
              <div>
                <NewsletterForm state={state} />
                <CheckPanel />
                <SendPanel state={state} />
              </div>
              <div>
                <RecipientsPanel />
                <PreviewPanel state={state} />
              </div>
            </Columns>
          </>
        )}
      </Card>
    );
  },
);
