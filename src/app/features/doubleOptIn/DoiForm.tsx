import { Form, Formik, useFormikContext } from 'formik';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DoiMethod,
  doiLimits,
  doiPlaceholders,
  type DoiProcessState,
  type DoiSettings,
} from '../../../common/doubleOptIn';
import { doiSchema, doiWarnings } from '../../../common/validation/doiSchema';
import { ErrorSummary, NumberField, TextField, useServerFieldErrors } from '../../components/form';
import type { Right } from '../../../common/rights';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FormikLeaveGuard } from '../leaveGuard/UnsavedChangesGuard';
import { selectHasEveryRight } from '../rights/selectors';
import { ChatPreview } from './ChatPreview';
import { ChoiceField } from './ChoiceField';
import { doiMessages as messages, doiValueMessages as valueMessages } from './messages';
import { DoiFormButtons } from './DoiFormButtons';
import { selectDoiChange } from './selectors';
import { saveRequested } from './slice';
import { Columns, Notice, Panel, PanelTitle, ReadOnlyWhenNotAllowed, Warning } from './styles';

const editRight: readonly Right[] = ['WhatsAppDoubleOptIn.Edit'];

/** The form's values: the settings, with the days to wait as typed. */
export type DoiFormValues = Omit<DoiSettings, 'daysToWait'> & { daysToWait: string };

export function valuesOf(process: DoiProcessState): DoiFormValues {
  const { workVersion } = process;
  return {
    phoneNumberId: workVersion.phoneNumberId,
    doiKeyword: workVersion.doiKeyword,
    optOutKeyword: workVersion.optOutKeyword,
    clickToChatMessage: workVersion.clickToChatMessage,
    doiMessageBody: workVersion.doiMessageBody,
    daysToWait: String(workVersion.daysToWait),
    doiMethod: workVersion.doiMethod,
    confirmationMessage: workVersion.confirmationMessage,
    optOutMessage: workVersion.optOutMessage,
    replyMessage: workVersion.replyMessage,
  };
}

function ServerErrors() {
  const change = useAppSelector(selectDoiChange);
  useServerFieldErrors(change.fieldErrors);
  return null;
}

/** The live warning of spec section 5, under the DOI message. */
function KeywordWarning() {
  const { values } = useFormikContext<DoiFormValues>();
  if (doiWarnings(values).length === 0) return null;
  return (
    <Warning role="status" data-testid="doi-keyword-warning">
      <FormattedMessage {...messages.keywordMissing} />
    </Warning>
  );
}

/**
 * The work version as a form (the rules of src/common, with the earlier versions' keywords) and
 * beside it the chat preview of the current values.
 */
export function DoiForm({ process, side }: { process: DoiProcessState; side: ReactNode }) {
  const intl = useIntl();
  // Without the edit right the process is shown, not changed (the server refuses it too).
  const canEdit = useAppSelector((state) => selectHasEveryRight(state, editRight));
  const dispatch = useAppDispatch();
  const activate = useRef(false);
  const context = { earlierKeywords: process.earlierKeywords };
  const phoneOptions = process.phoneNumbers.map((phone) => ({
    value: phone.id,
    label: phone.displayName ? `${phone.phoneNumber} (${phone.displayName})` : phone.phoneNumber,
  }));
  const placeholders = intl.formatMessage(valueMessages.placeholderHint, {
    doiToken: doiPlaceholders.doiKeyword,
    optOutToken: doiPlaceholders.optOutKeyword,
  });
  return (
    <Formik<DoiFormValues>
      initialValues={valuesOf(process)}
      enableReinitialize
      validate={(values) => {
        try {
          doiSchema.validateSync(values, { abortEarly: false, context });
          return {};
        } catch (error) {
          const errors: Record<string, string> = {};
          for (const failure of (error as { inner?: { path?: string; message: string }[] }).inner ??
            []) {
            if (failure.path && !(failure.path in errors)) errors[failure.path] = failure.message;
          }
          return errors;
        }
      }}
      onSubmit={(values, { setSubmitting }) => {
        const settings = doiSchema.cast(values, { context }) as DoiSettings;
        dispatch(
          saveRequested({ id: process.workVersion.id, settings, thenActivate: activate.current }),
        );
        setSubmitting(false);
      }}
    >
      <Form noValidate data-testid="doi-form">
        <FormikLeaveGuard disabled={!canEdit} />
        <ErrorSummary />
        <ServerErrors />
        <Columns>
          <ReadOnlyWhenNotAllowed disabled={!canEdit} data-testid="doi-fields">
            {!canEdit && (
              <Notice role="status" data-testid="doi-read-only">
                <FormattedMessage {...messages.readOnly} />
              </Notice>
            )}
            <Panel aria-labelledby="doi-number-title">
              <PanelTitle id="doi-number-title">
                <FormattedMessage {...messages.sectionNumber} />
              </PanelTitle>
              <ChoiceField
                name="phoneNumberId"
                label={intl.formatMessage(messages.phoneNumber)}
                options={phoneOptions}
                hint={
                  phoneOptions.length === 0 ? intl.formatMessage(messages.noPhoneNumber) : undefined
                }
              />
              <TextField
                name="doiKeyword"
                required
                label={intl.formatMessage(messages.doiKeyword)}
                hint={intl.formatMessage(messages.keywordHint)}
                maxLength={doiLimits.keyword}
              />
              <TextField
                name="optOutKeyword"
                required
                label={intl.formatMessage(messages.optOutKeyword)}
                maxLength={doiLimits.keyword}
              />
              <ChoiceField
                name="doiMethod"
                label={intl.formatMessage(messages.doiMethod)}
                options={[
                  { value: DoiMethod.button, label: intl.formatMessage(messages.methodButton) },
                  { value: DoiMethod.keyword, label: intl.formatMessage(messages.methodKeyword) },
                ]}
              />
              <NumberField
                name="daysToWait"
                integer
                required
                label={intl.formatMessage(messages.daysToWait)}
                hint={intl.formatMessage(messages.daysToWaitHint)}
              />
            </Panel>
            <Panel aria-labelledby="doi-messages-title">
              <PanelTitle id="doi-messages-title">
                <FormattedMessage {...messages.sectionMessages} />
              </PanelTitle>
              <TextField
                name="clickToChatMessage"
                required
                multiline
                rows={2}
                label={intl.formatMessage(messages.clickToChatMessage)}
                hint={intl.formatMessage(messages.clickToChatHint)}
                maxLength={doiLimits.clickToChatMessage}
              />
              <TextField
                name="doiMessageBody"
                required
                multiline
                rows={4}
                label={intl.formatMessage(messages.doiMessageBody)}
                hint={placeholders}
                maxLength={doiLimits.message}
                showCounter
              />
              <KeywordWarning />
              {(['confirmationMessage', 'optOutMessage', 'replyMessage'] as const).map((name) => (
                <TextField
                  key={name}
                  name={name}
                  required
                  multiline
                  rows={3}
                  label={intl.formatMessage(messages[name])}
                  hint={placeholders}
                  maxLength={doiLimits.message}
                />
              ))}
            </Panel>
            {canEdit && (
              <DoiFormButtons process={process} onIntent={(value) => (activate.current = value)} />
            )}
          </ReadOnlyWhenNotAllowed>
          <div>
            {side}
            <ChatPreview />
          </div>
        </Columns>
      </Form>
    </Formik>
  );
}
