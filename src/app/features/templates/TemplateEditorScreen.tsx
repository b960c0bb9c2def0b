import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { TEMPLATES_OVERVIEW } from '../../routes/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { isItemMissing } from '../itemAccount/isItemMissing';
import { ItemInOtherAccount } from '../itemAccount/ItemInOtherAccount';
import { selectHasEveryRight } from '../rights/selectors';
import { StatusBadge } from './badges';
import { editorMessages as messages, errorMessages, listValueMessages } from './messages';
import { selectTemplateEditor, selectTemplateListAction } from './selectors';
import { copyRequested, editorClosed, editorRequested, placeholdersRequested } from './slice';
import { Card, Inline, LinkButton, Notice, Title, TitleRow } from './styles';
import { TemplateForm } from './TemplateForm';
import { templatesTexts } from './texts';

/** Create or edit a template (WhatsApp_TemplateEdit); read-only while in review or approved. */
export const TemplateEditorScreen = withFeatureTexts(
  templatesTexts,
  function TemplateEditorContent() {
    useFeature('templates');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const id = Number(useParams().id ?? 0) || 0;
    const { status, state, save } = useAppSelector(selectTemplateEditor);
    const copying = useAppSelector(selectTemplateListAction);
    const mayAdd = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Add']));

    useEffect(() => {
      // A new template's editor moves to its id after the first save: the state is kept.
      if (state && state.template.id === id && id !== 0) return;
      dispatch(editorRequested(id));
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [dispatch, id]);

    useEffect(() => {
      dispatch(placeholdersRequested());
      return () => {
        dispatch(editorClosed());
      };
    }, [dispatch]);

    const errorText = (key: string | null) =>
      intl.formatMessage(
        errorMessages[(key ?? 'unknownError') as keyof typeof errorMessages] ??
          errorMessages.unknownError,
      );
    const template = state?.template;
    return (
      <Card aria-labelledby="template-editor-title">
        <TitleRow>
          <Title id="template-editor-title">
            <FormattedMessage {...(id ? messages.titleEdit : messages.titleNew)} />
          </Title>
          <Inline>
            {template && template.id !== 0 && <StatusBadge value={template.status} />}
            <LinkButton to={TEMPLATES_OVERVIEW} $variant="secondary">
              <FormattedMessage {...messages.back} />
            </LinkButton>
          </Inline>
        </TitleRow>
        {status === 'failed' && id !== 0 && isItemMissing(save.errorKey) ? (
          // Not in this account: perhaps in another of the user's (a deep link; issue 23).
          <ItemInOtherAccount kind="whatsAppTemplate" id={id}>
            <FaultState
              message={errorText(save.errorKey)}
              onRetry={() => dispatch(editorRequested(id))}
            />
          </ItemInOtherAccount>
        ) : (
          status === 'failed' && (
            <FaultState
              message={errorText(save.errorKey)}
              onRetry={() => dispatch(editorRequested(id))}
            />
          )
        )}
        {!state && status !== 'failed' && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {state && (
          <>
            {!state.editable && (
              <Notice role="status" data-testid="template-read-only">
                <FormattedMessage {...messages.readOnly} />{' '}
                {mayAdd && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={copying.status === 'busy'}
                    onClick={() => dispatch(copyRequested(state.template.id))}
                    data-testid="template-editor-copy"
                  >
                    <FormattedMessage {...messages.copy} />
                  </Button>
                )}
              </Notice>
            )}
            {state.template.rejectionReason && (
              <Notice $tone="danger" data-testid="template-editor-rejection">
                <FormattedMessage
                  {...listValueMessages.rejectionReason}
                  values={{ reason: state.template.rejectionReason }}
                />
              </Notice>
            )}
            {state.notice === 'headerImageRemoved' && (
              <Notice role="status" data-testid="template-image-removed">
                <FormattedMessage {...messages.headerImageRemoved} />
              </Notice>
            )}
            {save.done && (
              <Notice role="status" data-testid="template-saved">
                <FormattedMessage
                  {...(save.done === 'saved' ? messages.saved : messages.submitted)}
                />
              </Notice>
            )}
            {save.status === 'failed' && (
              <Notice $tone="danger" role="alert" data-testid="template-save-error">
                {errorText(save.errorKey)}
              </Notice>
            )}
            <TemplateForm state={state} />
          </>
        )}
      </Card>
    );
  },
);
