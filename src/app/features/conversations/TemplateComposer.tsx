import { Form, Formik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConversationDetail, ConversationTemplate } from '../../../common/conversations';
import { ChatBubble, ChatWindow } from '../../components/chatPreview/ChatBubble';
import { ErrorSummary, SubmitButton, TextField } from '../../components/form';
import { fieldName } from '../../components/fieldNames/fieldName';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { composerMessages as messages } from './messages';
import { selectComposer, selectConversationTemplates } from './selectors';
import { answerRequested, templatesRequested } from './slice';
import { Label, Notice, TemplateArea } from './styles';
import {
  emptyFill,
  emptyTemplateAnswer,
  placeholderValueLength,
  previewBody,
  templateAnswerSchema,
  toTemplateAnswer,
  type EmptyFill,
  type TemplateAnswerValues,
} from './templateAnswer';

const fillHints = {
  field: messages.emptyField,
  fieldOrFallback: messages.emptyFieldOrFallback,
  fallback: messages.emptyFallback,
} as const satisfies Record<Exclude<EmptyFill, null>, unknown>;

/**
 * The chosen template's placeholder form, with the message as the person will see it. A
 * placeholder left empty is filled like a newsletter's (the subscriber's field, else the
 * fallback); one nothing would fill needs a value.
 */
function TemplateAnswerForm({
  detail,
  template,
}: {
  detail: ConversationDetail;
  template: ConversationTemplate;
}) {
  const intl = useIntl();
  const subscriberKnown = detail.subscriberId !== null;
  const { id } = detail;
  const dispatch = useAppDispatch();
  const composer = useAppSelector(selectComposer);
  const previewId = useId();
  const labels = template.placeholders.map((placeholder) => fieldName(intl, placeholder.name));
  return (
    <Formik<TemplateAnswerValues>
      initialValues={emptyTemplateAnswer(template)}
      validationSchema={templateAnswerSchema(template, subscriberKnown)}
      onSubmit={(values, { setSubmitting }) => {
        dispatch(answerRequested({ id, answer: toTemplateAnswer(template, values) }));
        setSubmitting(false);
      }}
    >
      {({ values }) => (
        <Form noValidate data-testid="conversation-template-form">
          <ErrorSummary />
          {template.placeholders.map((placeholder, index) => {
            const fill = emptyFill(placeholder, subscriberKnown);
            return (
              <TextField
                key={placeholder.name}
                name={`values.${index}`}
                label={labels[index]}
                required={fill === null}
                maxLength={placeholderValueLength}
                hint={
                  fill &&
                  intl.formatMessage(fillHints[fill], { fallback: placeholder.defaultValue })
                }
              />
            );
          })}
          <div aria-labelledby={previewId} role="group">
            <Label id={previewId}>{intl.formatMessage(messages.preview)}</Label>
            <ChatWindow>
              <ChatBubble
                message={{ body: previewBody(template, values, subscriberKnown, labels) }}
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
          {template && <TemplateAnswerForm key={template.id} detail={detail} template={template} />}
        </>
      )}
    </TemplateArea>
  );
}
