import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { subscriberMessages as messages } from './messages';
import { selectSubscriberList } from './selectors';
import { listQueryChanged } from './slice';
import { Muted } from './styles';

/** Spec section 5: search text needs at least 3 characters. */
export const minSearchLength = 3;

/** The search field: a new search starts with 3 characters (or when cleared). */
export function SubscriberSearch({ initial }: { initial?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { query } = useAppSelector(selectSubscriberList);
  const [text, setText] = useState(initial ?? query.search);
  const trimmed = text.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < minSearchLength;
  return (
    <label>
      {intl.formatMessage(messages.searchLabel)}
      <input
        type="search"
        data-testid="subscriber-search"
        value={text}
        maxLength={200}
        aria-describedby={tooShort ? 'subscriber-search-hint' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim();
          if ((next.length === 0 || next.length >= minSearchLength) && next !== query.search) {
            dispatch(listQueryChanged({ ...query, search: next }));
          }
        }}
      />
      {tooShort && (
        <Muted id="subscriber-search-hint">{intl.formatMessage(messages.searchHint)}</Muted>
      )}
    </label>
  );
}
