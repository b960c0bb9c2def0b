import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog/Dialog';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { switchedElsewhereMessages as messages } from './messages';
import { selectSwitchedElsewhere } from './selectors';
import { switchedElsewhereFollowed, switchedElsewhereKept } from './slice';
import { leaveGuardTexts } from './texts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bar = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  z-index: 90;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/**
 * Another tab switched the account (or signed out) while this tab holds unsaved edits (issue
 * 23): the tab does not follow silently. "Keep my changes" leaves the form as it is, so the
 * person can save it (the tab's token still names the previous account) or copy from it; the
 * tab follows once the form is saved or left. "Follow now" discards the edits at once. After
 * "keep", a bar says that the tab still waits and offers "follow now" again.
 */
function SwitchedElsewhereDialogContent() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const switched = useAppSelector(selectSwitchedElsewhere);
  if (switched === null) return null;
  const follow = () => dispatch(switchedElsewhereFollowed());
  const followLabel = intl.formatMessage(switched.removed ? messages.signInAgain : messages.follow);
  if (!switched.dialogOpen) {
    return (
      <Bar role="status" data-testid="switched-elsewhere-bar">
        <p>{intl.formatMessage(switched.removed ? messages.waitingSignedOut : messages.waiting)}</p>
        <Button type="button" $variant="secondary" onClick={follow}>
          {followLabel}
        </Button>
      </Bar>
    );
  }
  const keep = () => dispatch(switchedElsewhereKept());
  return (
    <Dialog
      title={intl.formatMessage(switched.removed ? messages.titleSignedOut : messages.title)}
      onClose={keep}
      testId="switched-elsewhere"
    >
      <p>{intl.formatMessage(switched.removed ? messages.textSignedOut : messages.text)}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={follow}>
          {followLabel}
        </Button>
        <Button type="button" onClick={keep}>
          {intl.formatMessage(messages.keep)}
        </Button>
      </Actions>
    </Dialog>
  );
}

export const SwitchedElsewhereDialog = withFeatureTexts(
  leaveGuardTexts,
  SwitchedElsewhereDialogContent,
);
