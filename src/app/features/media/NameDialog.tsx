import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog/Dialog';
import { Button } from '../../components/ui/Button';
import { UnsavedChangesGuard } from '../leaveGuard/UnsavedChangesGuard';
import { mediaMessages as messages } from './messages';
import { DialogButtons, Notice } from './styles';

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
`;

interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  busy: boolean;
  /** The server's refusal (a name in use, …), shown in the dialog. */
  error: string | null;
  onSave: (value: string) => void;
  onClose: () => void;
  testId: string;
}

/** One text to enter: a folder's or a file's name, or a file's tags. */
export function NameDialog(props: NameDialogProps) {
  const inputId = useId();
  const [value, setValue] = useState(props.initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(value);
  };
  return (
    <Dialog title={props.title} onClose={props.onClose} testId={props.testId}>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesGuard unsaved={value !== props.initial} />
        <Label htmlFor={inputId}>{props.label}</Label>
        <Input
          id={inputId}
          value={value}
          maxLength={props.maxLength}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
          aria-invalid={props.error ? true : undefined}
        />
        {props.error && (
          <Notice $tone="danger" role="alert">
            {props.error}
          </Notice>
        )}
        <DialogButtons>
          <Button type="button" $variant="secondary" onClick={props.onClose}>
            <FormattedMessage {...messages.cancel} />
          </Button>
          <Button type="submit" disabled={props.busy} data-testid={`${props.testId}-save`}>
            <FormattedMessage {...messages.save} />
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
