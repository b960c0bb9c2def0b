import { Form, Formik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConversationDetail, ConversationTemplate } from '../../../common/conversations';
import { templateLimits } from '../../../common/templates';
import { ChatBubble, ChatWindow } from '../../components/chatPreview/ChatBubble';
import { ErrorSummary, SubmitButton, TextField } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { composerMessages as messages } from './messages';
import { selectComposer, selectConversationTemplates } from './selectors';
import { answerRequested, templatesRequested } from './slice';
import { Label, Notice, TemplateArea } from './styles';
import {
  emptyTemplateAnswer,
  previewBody,
  templateAnswerSchema,
  toTemplateAnswer,
  type TemplateAnswerValues,
} from './templateAnswer';

/** The chosen template's placeholder form, with the message as the person will see it. */
function TemplateAnswerForm({ id, template }: { id: number; template: ConversationTemplate }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const composer = useAppSelector(selectComposer);
  const previewId = useId();
  return (
    <Formik<TemplateAnswerValues>
      initialValues={emptyTemplateAnswer(template)}
      validationSchema={templateAnswerSchema}
      onSubmit={(values, { setSubmitting }) => {
        dispatch(answerRequested({ id, answer: toTemplateAnswer(template, values) }));
        setSubmitting(false);
      }}
    >
      {({ values }) => (
        <Form noValidate data-testid="conversation-template-form">
          <ErrorSummary />
          {template.placeholders.map((placeholder, index) => (
            <TextField
              key={placeholder.name}
              name={`values.${index}`}
              label={placeholder.label}
              required
              maxLength={templateLimits.body}
            />
          ))}
          <div aria-labelledby={previewId} role="group">
            <Label id={previewId}>{intl.formatMessage(messages.preview)}</Label>
            <ChatWindow>
              <ChatBubble
                message={{ body: previewBody(template, values) }}
                testIdPrefix="conversation-template-preview"
              />
            </ChatWindow>
          </div>
          <SubmitButton
            busy={composer.status === 'sending'}
            busyLabel={intl.formatMessage(messages.sending)}
          >
            {intl.formatMessage(messages.sendTemplate)}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/** Outside the 24-hour window: an approved template with its placeholders, or nothing. */
export function TemplateComposer({ detail }: { detail: ConversationDetail }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectConversationTemplates);
  const composer = useAppSelector(selectComposer);
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();

  useEffect(() => {
    dispatch(templatesRequested(detail.id));
  }, [dispatch, detail.id]);

  // A template sent: the picker starts afresh.
  useEffect(() => {
    if (composer.sent > 0) setChosen(null);
  }, [composer.sent]);

  const template = templates.items.find((item) => item.id === chosen) ?? null;
  const mine = templates.conversationId === detail.id;

  return (
    <TemplateArea>
      <Notice data-testid="conversation-window-closed">
        {intl.formatMessage(messages.windowClosed, { name: detail.name })}
      </Notice>
      {mine && templates.status === 'failed' && (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(messages.templatesFailed)}{' '}
          <Button
            type="button"
            $variant="secondary"
            onClick={() => dispatch(templatesRequested(detail.id))}
          >
            {intl.formatMessage(messages.retry)}
          </Button>
        </Notice>
      )}
      {(!mine || templates.status === 'loading') && (
        <p role="status">{intl.formatMessage(messages.templatesLoading)}</p>
      )}
      {mine && templates.status === 'loaded' && templates.items.length === 0 && (
        <Notice>{intl.formatMessage(messages.templatesEmpty)}</Notice>
      )}
      {mine && templates.status === 'loaded' && templates.items.length > 0 && (
        <>
          <label htmlFor={selectId}>
            {intl.formatMessage(messages.templateLabel)}
            <select
              id={selectId}
              data-testid="conversation-template-select"
              value={chosen === null ? '' : String(chosen)}
              onChange={(event) =>
                setChosen(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{intl.formatMessage(messages.templateChoose)}</option>
              {templates.items.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name} ({item.language})
                </option>
              ))}
            </select>
          </label>
          {template && <TemplateAnswerForm key={template.id} id={detail.id} template={template} />}
        </>
      )}
    </TemplateArea>
  );
}
