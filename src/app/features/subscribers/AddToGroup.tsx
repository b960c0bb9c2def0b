import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { subscriberMessages as messages } from './messages';
import { selectGroups, selectSubscriberList } from './selectors';
import { membersChangeRequested } from './slice';

/** Adds the selected subscribers (or all results of the search) to a static group. */
export function AddToGroup() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { selected, allOfFilter, query } = useAppSelector(selectSubscriberList);
  const groups = useAppSelector(selectGroups).profiles.filter((p) => !p.isSystem);
  const [target, setTarget] = useState('');
  return (
    <>
      <label>
        {intl.formatMessage(messages.targetGroup)}
        <select
          data-testid="target-group"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="">{intl.formatMessage(messages.chooseGroup)}</option>
          {groups.map((group) => (
            <option key={group.uniqueId} value={group.uniqueId}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        type="button"
        data-testid="add-to-group"
        disabled={!target}
        onClick={() =>
          dispatch(
            membersChangeRequested({
              profileId: target,
              subscriberIds: allOfFilter ? [] : selected,
              mode: 'add',
              ...(allOfFilter ? { byFilter: query } : {}),
            }),
          )
        }
      >
        {intl.formatMessage(messages.addToGroup)}
      </Button>
    </>
  );
}
