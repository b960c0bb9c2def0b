import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  cultures as knownCultures,
  doiStatuses,
  type Subscriber,
  type SubscriberInput,
} from '../../../common/subscribers';
import { subscriberLimits, subscriberSchema } from '../../../common/validation/subscriberSchema';
import {
  ErrorSummary,
  FormError,
  SubmitButton,
  TextField,
  useServerFieldErrors,
} from '../../components/form';
import { Dialog } from '../../components/dialog/Dialog';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FormikLeaveGuard } from '../leaveGuard/UnsavedChangesGuard';
import { subscriberMessages as messages } from './messages';
import { selectCultures, selectCustomFields, selectSubscriberEditor } from './selectors';
import { editorClosed, subscriberSaveRequested } from './slice';
import { ConsentHistory } from './consent/ConsentHistory';
import { SelectField } from './SelectField';

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface SubscriberFormValues {
  firstname: string;
  lastname: string;
  email: string;
  telnr: string;
  culture: string;
  doiStatus: string;
  customFields: Record<string, string>;
}

export function initialValuesOf(subscriber: Subscriber | null): SubscriberFormValues {
  return {
    firstname: subscriber?.firstname ?? '',
    lastname: subscriber?.lastname ?? '',
    email: subscriber?.email ?? '',
    telnr: subscriber?.telnr ?? '',
    culture: subscriber?.culture ?? 'de-DE',
    doiStatus: subscriber?.doiStatus ?? 'unknown',
    customFields: { ...(subscriber?.customFields ?? {}) },
  };
}

export function inputOf(values: SubscriberFormValues): SubscriberInput {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    telnr: values.telnr.trim(),
    culture: values.culture,
    doiStatus: values.doiStatus as SubscriberInput['doiStatus'],
    customFields: values.customFields,
  };
}

function ServerErrors() {
  const editor = useAppSelector(selectSubscriberEditor);
  useServerFieldErrors(editor.fieldErrors);
  return null;
}

const doiLabels = {
  unknown: messages.doiUnknown,
  pending: messages.doiPending,
  confirmed: messages.doiConfirmed,
  optedOut: messages.doiOptedOut,
} as const;

/** Create or edit a subscriber: the shared rules of src/common, the server's answer per field. */
export function SubscriberEditDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectSubscriberEditor);
  const loadedCultures = useAppSelector(selectCultures);
  const customFields = useAppSelector(selectCustomFields);
  if (!editor.open) return null;
  const cultures = loadedCultures.length > 0 ? loadedCultures : knownCultures;
  const subscriber = editor.subscriber;
  return (
    <Dialog
      title={intl.formatMessage(subscriber ? messages.editorTitleEdit : messages.editorTitleNew)}
      onClose={() => dispatch(editorClosed())}
      testId="subscriber-editor"
    >
      <Formik<SubscriberFormValues>
        initialValues={initialValuesOf(subscriber)}
        validationSchema={subscriberSchema}
        onSubmit={(values, { setSubmitting }) => {
          dispatch(
            subscriberSaveRequested({
              uniqueId: subscriber?.uniqueId ?? null,
              input: inputOf(values),
            }),
          );
          setSubmitting(false);
        }}
      >
        <Form noValidate>
          <FormikLeaveGuard />
          <ErrorSummary />
          <ServerErrors />
          {editor.saveStatus === 'failed' && (
            <FormError>
              {intl.formatMessage(
                editor.saveError === 'duplicate' ? messages.duplicate : messages.saveFailed,
              )}
            </FormError>
          )}
          <TextField
            name="firstname"
            label={intl.formatMessage(messages.firstname)}
            maxLength={subscriberLimits.name}
          />
          <TextField
            name="lastname"
            label={intl.formatMessage(messages.lastname)}
            maxLength={subscriberLimits.name}
          />
          <TextField
            name="email"
            type="email"
            label={intl.formatMessage(messages.email)}
            maxLength={subscriberLimits.email}
          />
          <TextField
            name="telnr"
            type="tel"
            label={intl.formatMessage(messages.telnr)}
            hint={intl.formatMessage(messages.telnrHint)}
            maxLength={subscriberLimits.telnr}
          />
          <SelectField
            name="culture"
            required
            label={intl.formatMessage(messages.culture)}
            options={cultures.map((c) => ({ value: c.id, label: c.name }))}
          />
          <SelectField
            name="doiStatus"
            required
            label={intl.formatMessage(messages.doiStatus)}
            options={doiStatuses.map((status) => ({
              value: status,
              label: intl.formatMessage(doiLabels[status]),
            }))}
          />
          {customFields.map((field) => (
            <TextField
              key={field.name}
              name={`customFields.${field.name}`}
              label={field.label}
              maxLength={subscriberLimits.customValue}
            />
          ))}
          {/* Above the buttons: the history belongs to the person, not below the form's end. */}
          <ConsentHistory />
          <Buttons>
            <Button type="button" $variant="secondary" onClick={() => dispatch(editorClosed())}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton
              busy={editor.saveStatus === 'saving'}
              busyLabel={intl.formatMessage(messages.saving)}
            >
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </Buttons>
        </Form>
      </Formik>
    </Dialog>
  );
}
