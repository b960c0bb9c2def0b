import { Suspense } from 'react';
import { lazyComponent } from '../../components/lazyComponent';
import { useAppSelector } from '../../store/hooks';
import { selectPendingLeave, selectSwitchedElsewhere } from './selectors';

const LeaveConfirmDialog = lazyComponent(
  () => import(/* webpackChunkName: "leave-guard" */ './LeaveConfirmDialog'),
  'LeaveConfirmDialog',
);
const SwitchedElsewhereDialog = lazyComponent(
  () => import(/* webpackChunkName: "leave-guard" */ './SwitchedElsewhereDialog'),
  'SwitchedElsewhereDialog',
);

/**
 * The leave guard's questions, loaded when first asked: the start page never needs them, so
 * their code stays out of the start-up bundle.
 */
export function LeaveGuardDialogs() {
  const pending = useAppSelector(selectPendingLeave);
  const switchedElsewhere = useAppSelector(selectSwitchedElsewhere);
  return (
    <Suspense fallback={null}>
      {pending !== null && <LeaveConfirmDialog />}
      {switchedElsewhere !== null && <SwitchedElsewhereDialog />}
    </Suspense>
  );
}
