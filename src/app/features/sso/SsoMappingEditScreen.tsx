import { useEffect, useId } from 'react';
import { Field, Form, Formik, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ssoLimits, ssoMappingSchema, type SsoAvailableGroup } from '../../../common/sso';
import {
  ErrorSummary,
  FieldShell,
  FormError,
  ServerFieldErrors,
  SubmitButton,
  TextField,
  useValidationMessage,
} from '../../components/form';
import { ErrorText, Input } from '../../components/form/styles';
import { describedBy, useFormField } from '../../components/form/useFormField';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ItemInOtherAccount } from '../itemAccount/ItemInOtherAccount';
import { FormikLeaveGuard } from '../leaveGuard/UnsavedChangesGuard';
import { ssoMessages as messages } from './messages';
import { selectSsoEditor } from './selectors';
import { mappingEditorClosed, mappingEditorOpened, mappingSaveRequested } from './slice';
import { Card, Intro, LinkButton, Title, TitleRow } from '../../components/layout/screenStyles';
import { useFeature } from '../../store/lazyFeatures';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { ssoTexts } from './texts';
import { SSO_MAPPING_LIST } from '../../routes/paths';

/** What the editor's form holds: formik keeps checkbox values as strings. */
export interface MappingFormValues {
  externalId: string;
  name: string;
  emsGroups: string[];
}

const Roles = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const EditorCard = styled(Card)`
  max-width: 44rem;
`;

/** The directory group: one of the available groups (a list to choose from) or typed in. */
function DirectoryGroupField({ groups }: { groups: SsoAvailableGroup[] }) {
  const intl = useIntl();
  const field = useFormField('externalId');
  const listId = useId();
  return (
    <FieldShell
      controlId={field.controlId}
      label={intl.formatMessage(messages.groupLabel)}
      required
      hint={intl.formatMessage(groups.length > 0 ? messages.groupHint : messages.groupHintNone)}
      hintId={field.hintId}
      errorText={field.errorText}
      errorId={field.errorId}
    >
      <Input
        id={field.controlId}
        name={field.name}
        value={String(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        list={listId}
        autoComplete="off"
        maxLength={ssoLimits.externalId}
        $invalid={Boolean(field.errorText)}
        aria-invalid={Boolean(field.errorText)}
        aria-required
        aria-describedby={describedBy(field.hintId, field.errorText && field.errorId)}
      />
      <datalist id={listId}>
        {groups.map((group) => (
          <option key={group.externalId} value={group.externalId}>
            {group.name}
          </option>
        ))}
      </datalist>
    </FieldShell>
  );
}

function RolesField({ roles }: { roles: { id: number; name: string }[] }) {
  const intl = useIntl();
  const message = useValidationMessage();
  const { errors, touched, submitCount } = useFormikContext<MappingFormValues>();
  const error =
    (touched.emsGroups || submitCount > 0) && typeof errors.emsGroups === 'string'
      ? errors.emsGroups
      : undefined;
  const errorId = useId();
  return (
    <Roles aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)}>
      <legend>{intl.formatMessage(messages.rolesLabel)}</legend>
      {roles.map((role) => (
        <label key={role.id}>
          <Field type="checkbox" name="emsGroups" value={String(role.id)} />
          {role.name}
        </label>
      ))}
      {error && (
        <ErrorText id={errorId}>
          {error.startsWith('required')
            ? intl.formatMessage(messages.rolesRequired)
            : message(error)}
        </ErrorText>
      )}
    </Roles>
  );
}

/**
 * Create or edit a mapping (AdministrationSettings_SingleSignOnMappingEdit): the directory group,
 * mapped once per account (the server's directoryGroupMapped shows on the field), its name
 * (required, unique: the server's nameDuplicate shows on the field) and one or more
 * permission groups. Saving returns to the mapping list.
 */
export const SsoMappingEditScreen = withFeatureTexts(
  ssoTexts,
  function SsoMappingEditScreenContent() {
    useFeature('sso');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const params = useParams();
    const id = params.id ? Number(params.id) : null;
    const editor = useAppSelector(selectSsoEditor);

    useEffect(() => {
      dispatch(mappingEditorOpened({ id }));
      return () => {
        dispatch(mappingEditorClosed());
      };
    }, [dispatch, id]);

    const title = intl.formatMessage(
      id === null ? messages.editorTitleNew : messages.editorTitleEdit,
    );
    const initialValues: MappingFormValues = {
      externalId: editor.mapping?.externalId ?? '',
      name: editor.mapping?.name ?? '',
      emsGroups: editor.mapping?.emsGroups.map((role) => String(role.id)) ?? [],
    };

    return (
      <EditorCard aria-labelledby="sso-editor-title">
        <TitleRow>
          <Title id="sso-editor-title">{title}</Title>
        </TitleRow>
        <Intro>
          <FormattedMessage {...messages.listIntro} />
        </Intro>
        {editor.status === 'notFound' && id !== null && (
          // Not in this account: perhaps in another of the user's (a deep link; issue 23).
          <ItemInOtherAccount kind="ssoMapping" id={id}>
            <FaultState
              message={intl.formatMessage(messages.editorLoadFailed)}
              onRetry={() => dispatch(mappingEditorOpened({ id }))}
            />
          </ItemInOtherAccount>
        )}
        {editor.status === 'failed' && (
          <FaultState
            message={intl.formatMessage(messages.editorLoadFailed)}
            onRetry={() => dispatch(mappingEditorOpened({ id }))}
          />
        )}
        {(editor.status === 'loading' || editor.status === 'idle') && (
          <LoadingState label={intl.formatMessage(messages.editorLoading)} />
        )}
        {editor.status === 'loaded' && (
          <Formik<MappingFormValues>
            initialValues={initialValues}
            validationSchema={ssoMappingSchema}
            onSubmit={(values, { setSubmitting }) => {
              dispatch(
                mappingSaveRequested({
                  id: id ?? 0,
                  externalId: values.externalId.trim(),
                  name: values.name.trim(),
                  emsGroups: values.emsGroups.map((role) => ({ id: Number(role) })),
                }),
              );
              setSubmitting(false);
            }}
          >
            <Form noValidate aria-labelledby="sso-editor-title">
              <FormikLeaveGuard />
              <ErrorSummary />
              <ServerFieldErrors details={editor.fieldErrors} />
              {editor.saveStatus === 'failed' && (
                <FormError>
                  {intl.formatMessage(
                    editor.saveError === null || editor.saveError === 'failed'
                      ? messages.saveFailed
                      : messages[editor.saveError],
                  )}
                </FormError>
              )}
              <DirectoryGroupField groups={editor.availableGroups} />
              <TextField
                name="name"
                label={intl.formatMessage(messages.nameLabel)}
                required
                maxLength={ssoLimits.name}
              />
              <RolesField roles={editor.roles} />
              <Buttons>
                <SubmitButton
                  busy={editor.saveStatus === 'saving'}
                  busyLabel={intl.formatMessage(messages.saving)}
                >
                  {intl.formatMessage(messages.save)}
                </SubmitButton>
                <LinkButton $variant="secondary" to={SSO_MAPPING_LIST} data-discards-edits="">
                  <FormattedMessage {...messages.cancel} />
                </LinkButton>
              </Buttons>
            </Form>
          </Formik>
        )}
      </EditorCard>
    );
  },
);
