import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../components/dialog/Dialog';
import { Button } from '../../components/ui/Button';
import { mediaMessages as messages } from './messages';
import { DialogButtons, Notice } from './styles';

interface ConfirmDeleteDialogProps {
  title: string;
  text: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  /** Escape, the backdrop and Cancel decline (spec section 2). */
  onClose: () => void;
}

export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return (
    <Dialog title={props.title} onClose={props.onClose} testId="media-confirm">
      <p>{props.text}</p>
      {props.error && (
        <Notice $tone="danger" role="alert">
          {props.error}
        </Notice>
      )}
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={props.onClose}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button
          type="button"
          onClick={props.onConfirm}
          disabled={props.busy}
          data-testid="media-confirm-yes"
        >
          <FormattedMessage {...messages.confirmDelete} />
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
