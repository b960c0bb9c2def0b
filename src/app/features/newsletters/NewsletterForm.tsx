import { Form, Formik, useFormikContext } from 'formik';
import { UnsavedChangesGuard } from '../leaveGuard/UnsavedChangesGuard';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { object, string } from 'yup';
import {
  cultureOfLanguage,
  newsletterLimits,
  type NewsletterContent,
  type NewsletterEditorState,
} from '../../../common/newsletters';
import { ErrorSummary, ServerFieldErrors, TextField } from '../../components/form';
import { fieldName } from '../../components/fieldNames/fieldName';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasEveryRight } from '../rights/selectors';
import { SelectField } from '../templates/SelectField';
import { recipientQueryOf } from './editorSagas';
import { checkMessages, editorMessages as messages } from './messages';
import { selectNewsletterEditor } from './selectors';
import { checkRequested, recipientsRequested, saveRequested, templatesRequested } from './slice';
import { CheckboxLine, Inline, Panel } from './styles';

export function contentOf({ newsletter }: NewsletterEditorState): NewsletterContent {
  return {
    name: newsletter.name,
    description: newsletter.description,
    templateId: newsletter.templateId,
    businessAccountId: newsletter.businessAccountId,
    phoneNumberId: newsletter.phoneNumberId,
    profileId: newsletter.profileId,
    sendToSubscribersWithUnknownDOI: newsletter.sendToSubscribersWithUnknownDOI,
    sendToSubscribersWithDifferentLanguage: newsletter.sendToSubscribersWithDifferentLanguage,
    placeholderValues: newsletter.placeholderValues,
  };
}

export const newsletterSchema = object({
  name: string().trim().required('required').max(newsletterLimits.name, 'tooLong'),
  description: string().max(newsletterLimits.description, 'tooLong'),
});

/**
 * Keeps the choices in step with the form: another business account loads its templates and
 * takes its first usable number; another template brings its placeholders; the group, language
 * and flags count the recipients again.
 */
function FormEffects({ state }: { state: NewsletterEditorState }) {
  const dispatch = useAppDispatch();
  const { templates } = useAppSelector(selectNewsletterEditor);
  const { values, setFieldValue, dirty } = useFormikContext<NewsletterContent>();
  const first = useRef(true);
  const template = templates.find((t) => t.id === values.templateId);
  const culture = template ? cultureOfLanguage(template.language) : state.newsletter.culture;

  useEffect(() => {
    if (first.current) return;
    const waba = state.businessAccounts.find((a) => a.id === values.businessAccountId);
    void setFieldValue('phoneNumberId', waba?.phoneNumbers.find((p) => p.usable)?.id ?? null);
    void setFieldValue('templateId', null);
    if (values.businessAccountId) {
      dispatch(templatesRequested({ businessAccountId: values.businessAccountId, selected: null }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.businessAccountId]);

  useEffect(() => {
    if (first.current || !template) return;
    void setFieldValue(
      'placeholderValues',
      template.placeholders.map((p) => ({ placeholder: p.placeholder, value: p.defaultValue })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.templateId]);

  useEffect(() => {
    // The saved newsletter's recipients are counted when it loads; only changes count again.
    if (first.current || !dirty) return;
    const query = recipientQueryOf(values, culture);
    if (query) dispatch(recipientsRequested(query));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    values.profileId,
    values.sendToSubscribersWithUnknownDOI,
    values.sendToSubscribersWithDifferentLanguage,
    culture,
  ]);

  useEffect(() => {
    first.current = false;
  }, []);
  return null;
}

function CheckButton({ onCheck }: { onCheck: (dirty: boolean) => void }) {
  const { values, dirty } = useFormikContext<NewsletterContent>();
  const { check, save } = useAppSelector(selectNewsletterEditor);
  const busy = check.status === 'checking' || save.status === 'saving';
  return (
    <>
      <Button
        type="button"
        disabled={!values.profileId || busy}
        aria-describedby={values.profileId ? undefined : 'newsletter-check-needs-group'}
        data-testid="newsletter-check"
        onClick={() => onCheck(dirty)}
      >
        <FormattedMessage
          {...(check.status === 'checking' ? checkMessages.running : checkMessages.run)}
        />
      </Button>
      {!values.profileId && (
        <span id="newsletter-check-needs-group" data-testid="newsletter-check-needs-group">
          <FormattedMessage {...checkMessages.noGroup} />
        </span>
      )}
      {values.profileId && dirty && (
        <span data-testid="newsletter-unsaved">
          <FormattedMessage {...messages.unsaved} />
        </span>
      )}
    </>
  );
}

/** The newsletter as a form: name, sender and template, recipients, placeholder values. */
export function NewsletterForm({ state }: { state: NewsletterEditorState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { save, templates, profiles } = useAppSelector(selectNewsletterEditor);
  const mayUnknownDoi = useAppSelector((s) =>
    selectHasEveryRight(s, ['WhatsAppCampaigns.SendToUnknownDOI']),
  );
  const mayOtherLanguage = useAppSelector((s) =>
    selectHasEveryRight(s, ['WhatsAppCampaigns.SendToOtherLanguage']),
  );
  const thenCheck = useRef(false);
  const disabled = !state.editable;
  const unusable = (name: string) => intl.formatMessage(messages.unusable, { name });
  return (
    <Formik<NewsletterContent>
      initialValues={contentOf(state)}
      enableReinitialize
      validationSchema={newsletterSchema}
      onSubmit={(values, { setSubmitting }) => {
        dispatch(
          saveRequested({ id: state.newsletter.id, content: values, thenCheck: thenCheck.current }),
        );
        thenCheck.current = false;
        setSubmitting(false);
      }}
    >
      {({ values, setFieldValue, submitForm, dirty }) => {
        const waba = state.businessAccounts.find((a) => a.id === values.businessAccountId);
        const template = templates.find((t) => t.id === values.templateId);
        return (
          <Form noValidate data-testid="newsletter-form">
            <FormEffects state={state} />
            <ErrorSummary />
            <UnsavedChangesGuard unsaved={dirty && !disabled} />
            <ServerFieldErrors details={save.fieldErrors} />
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionBasics} />
              </legend>
              <TextField
                name="name"
                required
                label={intl.formatMessage(messages.name)}
                maxLength={newsletterLimits.name}
              />
              <TextField
                name="description"
                multiline
                rows={2}
                label={intl.formatMessage(messages.description)}
                maxLength={newsletterLimits.description}
              />
            </Panel>
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionSender} />
              </legend>
              <SelectField
                name="businessAccountId"
                required
                testId="newsletter-waba"
                label={intl.formatMessage(messages.businessAccount)}
                options={state.businessAccounts.map((a) => ({
                  value: a.id,
                  label: a.active ? a.name : unusable(a.name),
                  disabled: !a.active,
                }))}
              />
              <SelectField
                name="phoneNumberId"
                required
                testId="newsletter-phone"
                label={intl.formatMessage(messages.phoneNumber)}
                options={(waba?.phoneNumbers ?? []).map((p) => {
                  const label = `${p.displayName} (${p.phoneNumber})`;
                  return {
                    value: p.id,
                    label: p.usable ? label : unusable(label),
                    disabled: !p.usable,
                  };
                })}
              />
              <SelectField
                name="templateId"
                required
                testId="newsletter-template"
                label={intl.formatMessage(messages.template)}
                hint={
                  templates.length === 0 ? (
                    <FormattedMessage {...messages.noTemplates} />
                  ) : undefined
                }
                options={templates.map((t) => ({
                  value: t.id,
                  label: t.usable ? `${t.name} (${t.language})` : unusable(t.name),
                  disabled: !t.usable,
                }))}
              />
            </Panel>
            <Panel disabled={disabled}>
              <legend>
                <FormattedMessage {...messages.sectionRecipients} />
              </legend>
              <SelectField
                name="profileId"
                required
                testId="newsletter-profile"
                label={intl.formatMessage(messages.profile)}
                options={profiles.map((p) => ({
                  value: p.uniqueId,
                  label: `${p.name} (${p.subscriberCount})`,
                }))}
              />
              {mayUnknownDoi && (
                <CheckboxLine>
                  <input
                    type="checkbox"
                    data-testid="newsletter-unknown-doi"
                    checked={values.sendToSubscribersWithUnknownDOI}
                    onChange={(e) =>
                      void setFieldValue('sendToSubscribersWithUnknownDOI', e.target.checked)
                    }
                  />{' '}
                  <FormattedMessage {...messages.unknownDoi} />
                </CheckboxLine>
              )}
              {mayOtherLanguage && (
                <CheckboxLine>
                  <input
                    type="checkbox"
                    data-testid="newsletter-other-language"
                    checked={values.sendToSubscribersWithDifferentLanguage}
                    onChange={(e) =>
                      void setFieldValue('sendToSubscribersWithDifferentLanguage', e.target.checked)
                    }
                  />{' '}
                  <FormattedMessage {...messages.otherLanguage} />
                </CheckboxLine>
              )}
            </Panel>
            {template && (
              <Panel disabled={disabled}>
                <legend>
                  <FormattedMessage {...messages.sectionPlaceholders} />
                </legend>
                {values.placeholderValues.length === 0 && (
                  <FormattedMessage {...messages.noPlaceholders} />
                )}
                {values.placeholderValues.map((v, i) => (
                  <TextField
                    key={v.placeholder}
                    name={`placeholderValues.${i}.value`}
                    label={intl.formatMessage(messages.placeholderValue, {
                      placeholder: fieldName(intl, v.placeholder),
                    })}
                    maxLength={newsletterLimits.placeholderValue}
                  />
                ))}
              </Panel>
            )}
            {!disabled && (
              <Inline>
                <Button
                  type="submit"
                  $variant="secondary"
                  disabled={save.status === 'saving'}
                  data-testid="newsletter-save"
                >
                  <FormattedMessage
                    {...(save.status === 'saving' ? messages.saving : messages.save)}
                  />
                </Button>
                <CheckButton
                  onCheck={(dirty) => {
                    if (!dirty && state.newsletter.id !== 0) {
                      dispatch(checkRequested());
                      return;
                    }
                    thenCheck.current = true;
                    void submitForm();
                  }}
                />
              </Inline>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
