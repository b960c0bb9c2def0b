import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import type { DoiProcessState } from '../../../common/doubleOptIn';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { DoiFormValues } from './DoiForm';
import { doiMessages as messages } from './messages';
import { selectDoiChange } from './selectors';
import { resetRequested } from './slice';
import { Buttons } from './styles';

/**
 * Save; save and activate (only with changes since the last activation); discard the changes
 * (the form's, and the saved ones back to the active version).
 */
export function DoiFormButtons({
  process,
  onIntent,
}: {
  process: DoiProcessState;
  onIntent: (activate: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectDoiChange);
  const { dirty, resetForm } = useFormikContext<DoiFormValues>();
  const busy =
    change.status === 'saving' || change.status === 'activating' || change.status === 'resetting';
  const canReset = dirty || (process.activeVersion !== null && process.hasChanges);
  return (
    <Buttons>
      <Button
        type="submit"
        $variant="secondary"
        disabled={busy}
        onClick={() => onIntent(false)}
        data-testid="doi-save"
      >
        <FormattedMessage {...(change.status === 'saving' ? messages.saving : messages.save)} />
      </Button>
      <Button
        type="submit"
        disabled={busy || !(dirty || process.hasChanges)}
        onClick={() => onIntent(true)}
        data-testid="doi-activate"
      >
        <FormattedMessage
          {...(change.status === 'activating' ? messages.activating : messages.activate)}
        />
      </Button>
      <Button
        type="button"
        $variant="ghost"
        disabled={busy || !canReset}
        data-testid="doi-reset"
        onClick={() => {
          resetForm();
          if (process.activeVersion && process.hasChanges) {
            dispatch(resetRequested(process.workVersion.id));
          }
        }}
      >
        <FormattedMessage {...messages.reset} />
      </Button>
    </Buttons>
  );
}
