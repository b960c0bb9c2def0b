import { useState, type ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { SubscriberProfile } from '../../../common/subscribers';
import { Notice } from '../layout/screenStyles';
import { Button } from '../ui/Button';
import { addToGroupErrorMessages, addToGroupMessages as messages } from './messages';

/** Where the shown people go: a new group by name, or an existing one by uniqueId. */
export type AddTarget = { targetProfileName: string } | { targetProfileId: string };

export interface AddToGroupState {
  status: 'idle' | 'busy' | 'failed';
  added: number | null;
  groupName: string | null;
}

/** The text of an error key the add-to-group calls answer with. */
export function addToGroupFailure(intl: IntlShape, key: string | null): string {
  const message =
    addToGroupErrorMessages[key as keyof typeof addToGroupErrorMessages] ??
    addToGroupErrorMessages.unknownError;
  return intl.formatMessage(message);
}

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Puts the people a list shows into a new group (a name) or an existing static one, for a
 * follow-up newsletter. `testIdPrefix` keeps the test ids of the screen that shows it.
 */
export function AddToGroupForm({
  profiles,
  state,
  failure,
  testIdPrefix,
  disabled = false,
  onAdd,
}: {
  profiles: SubscriberProfile[];
  state: AddToGroupState;
  /** Why the last try failed, in the screen's words. */
  failure: ReactNode;
  testIdPrefix: string;
  /** Nobody to add yet (a list whose rows are ticked first). */
  disabled?: boolean;
  onAdd: (target: AddTarget) => void;
}) {
  const [name, setName] = useState('');
  const [existing, setExisting] = useState('');
  return (
    <fieldset data-testid={`${testIdPrefix}-add-to-group`}>
      <legend>
        <FormattedMessage {...messages.title} />
      </legend>
      <Inline>
        <label>
          <FormattedMessage {...messages.newName} />{' '}
          <input
            value={name}
            maxLength={100}
            data-testid={`${testIdPrefix}-add-name`}
            onChange={(e) => {
              setName(e.target.value);
              setExisting('');
            }}
          />
        </label>
        <label>
          <FormattedMessage {...messages.existing} />{' '}
          <select
            value={existing}
            data-testid={`${testIdPrefix}-add-existing`}
            onChange={(e) => {
              setExisting(e.target.value);
              setName('');
            }}
          >
            <option value="" />
            {profiles.map((p) => (
              <option key={p.uniqueId} value={p.uniqueId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="button"
          $variant="secondary"
          disabled={disabled || state.status === 'busy' || (!name.trim() && !existing)}
          data-testid={`${testIdPrefix}-add-button`}
          onClick={() =>
            onAdd(existing ? { targetProfileId: existing } : { targetProfileName: name.trim() })
          }
        >
          <FormattedMessage {...messages.button} />
        </Button>
      </Inline>
      {state.added !== null && (
        <Notice role="status" data-testid={`${testIdPrefix}-added`}>
          <FormattedMessage
            {...messages.done}
            values={{ added: state.added, name: state.groupName ?? '' }}
          />
        </Notice>
      )}
      {state.status === 'failed' && (
        <Notice $tone="danger" role="alert">
          <FormattedMessage {...messages.failed} /> {failure}
        </Notice>
      )}
    </fieldset>
  );
}
