import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { unsavedChangesReported } from './slice';

/**
 * Put inside a form: while `unsaved`, the navigation asks before it leaves (LeaveConfirmDialog)
 * and the browser asks before the tab closes or reloads (beforeunload).
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(unsavedChangesReported({ unsaved }));
  }, [dispatch, unsaved]);
  useEffect(() => () => void dispatch(unsavedChangesReported({ unsaved: false })), [dispatch]);

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
