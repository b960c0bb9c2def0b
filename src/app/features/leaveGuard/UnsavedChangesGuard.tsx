import { useFormikContext } from 'formik';
import { useEffect, useId } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { unsavedChangesReported } from './slice';

/**
 * Put inside a form: while `unsaved`, the navigation and the account switch ask before they
 * leave (LeaveConfirmDialog) and the browser asks before the tab closes or reloads
 * (beforeunload).
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const dispatch = useAppDispatch();
  const formId = useId();

  useEffect(() => {
    dispatch(unsavedChangesReported({ formId, unsaved }));
  }, [dispatch, formId, unsaved]);
  useEffect(
    () => () => void dispatch(unsavedChangesReported({ formId, unsaved: false })),
    [dispatch, formId],
  );

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return null;
}

/**
 * The guard for a formik form: its edits count as unsaved while the form is dirty and not
 * read-only (`disabled`) and no save is under way.
 */
export function FormikLeaveGuard({ disabled = false }: { disabled?: boolean }) {
  const { dirty, isSubmitting } = useFormikContext();
  return <UnsavedChangesGuard unsaved={dirty && !disabled && !isSubmitting} />;
}
