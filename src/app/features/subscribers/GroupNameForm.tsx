import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { groupNameMax, groupSchema } from '../../../common/validation/subscriberSchema';
import { FormError, SubmitButton, TextField, useServerFieldErrors } from '../../components/form';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FormikLeaveGuard } from '../leaveGuard/UnsavedChangesGuard';
import { subscriberMessages as messages } from './messages';
import { selectGroups } from './selectors';
import { groupSaveRequested } from './slice';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child {
    flex: 1;
  }

  > button {
    margin-top: 1.75rem;
  }

  /* Beside the button a phone's width left the name about 135 px: the button goes below it. */
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: stretch;

    > button {
      margin-top: 0;
      align-self: flex-start;
    }
  }
`;

/** Server answers onto the field (nameDuplicate); a saved name empties a new-group form. */
function ServerAnswer({ resetOnSave }: { resetOnSave: boolean }) {
  const groups = useAppSelector(selectGroups);
  const { resetForm } = useFormikContext();
  useServerFieldErrors(groups.fieldErrors);
  useEffect(() => {
    if (resetOnSave && groups.saveStatus === 'saved') resetForm();
  }, [groups.saveStatus, resetOnSave, resetForm]);
  return null;
}

/** A group's name: creates a group (uniqueId null) or renames one. Rules of spec section 5. */
export function GroupNameForm({
  uniqueId,
  initialName,
  label,
  submitLabel,
}: {
  uniqueId: string | null;
  initialName: string;
  label: string;
  submitLabel: string;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  return (
    <Formik
      initialValues={{ name: initialName }}
      validationSchema={groupSchema}
      onSubmit={(values, { setSubmitting }) => {
        dispatch(groupSaveRequested({ uniqueId, name: values.name.trim() }));
        setSubmitting(false);
      }}
    >
      <Form noValidate data-testid={uniqueId ? 'group-rename-form' : 'group-create-form'}>
        <FormikLeaveGuard />
        <ServerAnswer resetOnSave={uniqueId === null} />
        {groups.saveStatus === 'failed' && groups.saveError === 'failed' && (
          <FormError>{intl.formatMessage(messages.saveFailed)}</FormError>
        )}
        <Row>
          <TextField name="name" label={label} required maxLength={groupNameMax} />
          <SubmitButton
            busy={groups.saveStatus === 'saving'}
            busyLabel={intl.formatMessage(messages.saving)}
          >
            {submitLabel}
          </SubmitButton>
        </Row>
      </Form>
    </Formik>
  );
}
