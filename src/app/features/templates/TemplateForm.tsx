import { Form, Formik, useFormikContext, yupToFormErrors } from 'formik';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import {
  graphNameOf,
  templateLimits,
  type TemplateContent,
  type TemplateEditorState,
} from '../../../common/templates';
import { encodeIssue } from '../../../common/validation';
import { templateReasons, templateSchema } from '../../../common/validation/templateSchema';
import { ErrorSummary, ServerFieldErrors, TextField } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FormikLeaveGuard } from '../leaveGuard/UnsavedChangesGuard';
import { BodyFields } from './BodyFields';
import { ButtonsFields } from './ButtonsFields';
import { HeaderFields } from './HeaderFields';
import { editorMessages as messages, editorValueMessages, valueMessages } from './messages';
import { selectTemplateEditor } from './selectors';
import { SelectField } from './SelectField';
import { saveRequested } from './slice';
import { Columns, Inline, Panel } from './styles';
import { TemplatePreview } from './TemplatePreview';

export function contentOf({ template }: TemplateEditorState): TemplateContent {
  return {
    name: template.name,
    description: template.description,
    businessAccountId: template.businessAccountId,
    language: template.language,
    components: template.components,
  };
}

/**
 * The shared rules; without any business account to choose, the missing one reads "no account
 * available" (spec section 8) rather than "please fill this field".
 */
export function validateTemplate(values: TemplateContent, accountsAvailable: boolean) {
  try {
    templateSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors = yupToFormErrors<TemplateContent>(error);
    if (!accountsAvailable && errors.businessAccountId) {
      errors.businessAccountId = encodeIssue(templateReasons.noAccountAvailable);
    }
    return errors;
  }
}

function Preview() {
  const { values } = useFormikContext<TemplateContent>();
  return <TemplatePreview components={values.components} />;
}

function GraphNameHint() {
  const { values } = useFormikContext<TemplateContent>();
  const intl = useIntl();
  return values.name.trim() ? (
    <span data-testid="template-graph-name">
      {intl.formatMessage(editorValueMessages.nameHint, { graphName: graphNameOf(values.name) })}
    </span>
  ) : null;
}

const noAccountErrors = { businessAccountId: encodeIssue(templateReasons.noAccountAvailable) };

/** The template as a form with the shared rules, and beside it the live preview. */
export function TemplateForm({ state }: { state: TemplateEditorState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { save } = useAppSelector(selectTemplateEditor);
  const submit = useRef(false);
  const disabled = !state.editable;
  const busy = save.status === 'saving' || save.status === 'submitting';
  const accountsAvailable = state.businessAccounts.length > 0;
  return (
    <Formik<TemplateContent>
      initialValues={contentOf(state)}
      enableReinitialize
      validate={(values) => validateTemplate(values, accountsAvailable)}
      // Without a business account the field says so at once, not only after saving.
      initialTouched={accountsAvailable ? {} : { businessAccountId: true }}
      initialErrors={accountsAvailable ? {} : noAccountErrors}
      onSubmit={(values, { setSubmitting }) => {
        dispatch(
          saveRequested({ id: state.template.id, content: values, thenSubmit: submit.current }),
        );
        setSubmitting(false);
      }}
    >
      <Form noValidate data-testid="template-form">
        <FormikLeaveGuard disabled={disabled} />
        <ErrorSummary />
        <ServerFieldErrors details={save.fieldErrors} />
        <Columns>
          <div>
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionBasics} />
              </legend>
              <TextField
                name="name"
                required
                label={intl.formatMessage(messages.name)}
                maxLength={templateLimits.name}
                hint={<GraphNameHint />}
              />
              <TextField
                name="description"
                multiline
                rows={2}
                label={intl.formatMessage(messages.description)}
                maxLength={templateLimits.text}
              />
              <SelectField
                name="businessAccountId"
                required
                testId="template-waba"
                label={intl.formatMessage(messages.businessAccount)}
                options={state.businessAccounts.map((waba) => ({
                  value: waba.id,
                  label: waba.linked
                    ? waba.name
                    : intl.formatMessage(editorValueMessages.notLinked, { name: waba.name }),
                }))}
              />
              <SelectField
                name="language"
                required
                testId="template-language"
                label={intl.formatMessage(messages.language)}
                options={[
                  { value: 'de', label: intl.formatMessage(valueMessages.languageDe) },
                  { value: 'en', label: intl.formatMessage(valueMessages.languageEn) },
                ]}
              />
            </Panel>
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionHeader} />
              </legend>
              <HeaderFields disabled={disabled} />
            </Panel>
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionBody} />
              </legend>
              <BodyFields disabled={disabled} />
            </Panel>
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionButtons} />
              </legend>
              <ButtonsFields disabled={disabled} />
            </Panel>
            {!disabled && (
              <Inline>
                <Button
                  type="submit"
                  $variant="secondary"
                  disabled={busy}
                  data-testid="template-save"
                  onClick={() => (submit.current = false)}
                >
                  <FormattedMessage
                    {...(save.status === 'saving' ? messages.saving : messages.save)}
                  />
                </Button>
                <Button
                  type="submit"
                  disabled={busy}
                  data-testid="template-submit"
                  onClick={() => (submit.current = true)}
                >
                  <FormattedMessage {...messages.submit} />
                </Button>
              </Inline>
            )}
          </div>
          <div>
            <h2>
              <FormattedMessage {...messages.previewTitle} />
            </h2>
            <Preview />
          </div>
        </Columns>
      </Form>
    </Formik>
  );
}
