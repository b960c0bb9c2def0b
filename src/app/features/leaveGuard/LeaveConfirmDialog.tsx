import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog/Dialog';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { leaveGuardMessages as messages } from './messages';
import { selectPendingLeave } from './selectors';
import { leaveCancelled, leaveConfirmed } from './slice';
import { leaveGuardTexts } from './texts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Asks before a navigation or an account switch throws away unsaved edits; "stay" (or Escape)
 * keeps them. Rendered only while a leave is pending (see LeaveGuardOutlet).
 */
function LeaveConfirmDialogContent() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingLeave);
  if (pending === null) return null;
  const stay = () => dispatch(leaveCancelled());
  return (
    <Dialog title={intl.formatMessage(messages.title)} onClose={stay} testId="leave-confirm">
      <p>{intl.formatMessage('accountId' in pending ? messages.textAccount : messages.text)}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={stay}>
          {intl.formatMessage(messages.stay)}
        </Button>
        <Button type="button" onClick={() => dispatch(leaveConfirmed(pending))}>
          {intl.formatMessage('accountId' in pending ? messages.switchAccount : messages.leave)}
        </Button>
      </Actions>
    </Dialog>
  );
}

export const LeaveConfirmDialog = withFeatureTexts(leaveGuardTexts, LeaveConfirmDialogContent);
