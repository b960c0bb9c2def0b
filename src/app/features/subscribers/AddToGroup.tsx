import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectGroups, selectSubscriberList } from './selectors';
import { allOfFilterSelected, membersChangeRequested, visibleSelectionToggled } from './slice';
import { Muted } from './styles';

/** Adds the selected subscribers to a static group of the account. */
export function AddToGroup() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { selected, allOfFilter, total, totalExact, query } = useAppSelector(selectSubscriberList);
  const count = allOfFilter ? total : selected.length;
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
      <Button
        type="button"
        $variant="secondary"
        data-testid="select-visible"
        onClick={() => dispatch(visibleSelectionToggled())}
      >
        {intl.formatMessage(messages.selectVisible)}
      </Button>
      {totalExact && total > 0 && !allOfFilter && (
        <Button
          type="button"
          $variant="secondary"
          data-testid="select-all-results"
          onClick={() => dispatch(allOfFilterSelected())}
        >
          {intl.formatMessage(valueMessages.selectAllResults, { total })}
        </Button>
      )}
      <Muted aria-live="polite" data-testid="selection-count">
        {intl.formatMessage(valueMessages.selected, { count })}
      </Muted>
    </>
  );
}
