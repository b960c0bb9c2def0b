import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DoiStatus, Subscriber } from '../../../common/subscribers';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { RowActions } from '../../components/list/RowActions';
import {
  VirtualActionsCell,
  VirtualHead,
  VirtualRow,
  VirtualScroller,
} from '../../components/list/virtualTable';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectSubscriberList } from './selectors';
import { deactivationRequested, editorOpened, pageRequested, selectionToggled } from './slice';
import { subscriberList } from './subscriberList';
import { Badge, Muted } from './styles';

const rowHeight = 52;

// The actions column fits "Bearbeiten" and "Deaktivieren" side by side: a wrapped second button
// would be clipped by the fixed row height (axe: target-size).
const columns = '2rem minmax(10rem, 2fr) minmax(10rem, 2fr) minmax(9rem, 1.5fr) 5rem 7rem 18rem';

const doiMessage: Record<DoiStatus, keyof typeof messages> = {
  unknown: 'doiUnknown',
  pending: 'doiPending',
  confirmed: 'doiConfirmed',
  optedOut: 'doiOptedOut',
};

export const nameOf = (s: Subscriber) => [s.firstname, s.lastname].filter(Boolean).join(' ');

interface Props {
  canEdit: boolean;
  canSelect: boolean;
}

/**
 * The subscribers of the current query as a virtualised list: only the rows in view are drawn,
 * and the pages they fall on are asked from the server as one scrolls.
 */
export function SubscriberTable({ canEdit, canSelect }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSubscriberList);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: list.total,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 1000, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  const { pageSize } = list;
  useEffect(() => {
    if (list.status === 'idle') return;
    for (let page = Math.floor(first / pageSize); page <= Math.floor(last / pageSize); page++) {
      if (!list.pages[page] && !list.loadingPages.includes(page)) dispatch(pageRequested(page));
    }
  }, [dispatch, first, last, pageSize, list.pages, list.loadingPages, list.status]);

  const rowAt = (index: number): Subscriber | undefined => subscriberList.selectRowAt(list, index);

  return (
    <VirtualScroller ref={scroller} data-testid="subscriber-list" role="table">
      <VirtualHead $columns={columns} role="row" style={{ position: 'sticky' }}>
        <span role="columnheader">
          <VisuallyHidden>{intl.formatMessage(messages.columnSelect)}</VisuallyHidden>
        </span>
        <span role="columnheader">{intl.formatMessage(messages.columnName)}</span>
        <span role="columnheader">{intl.formatMessage(messages.columnEmail)}</span>
        <span role="columnheader">{intl.formatMessage(messages.columnTelnr)}</span>
        <span role="columnheader">{intl.formatMessage(messages.columnCulture)}</span>
        <span role="columnheader">{intl.formatMessage(messages.columnDoi)}</span>
        <span role="columnheader">{intl.formatMessage(messages.columnActions)}</span>
      </VirtualHead>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const subscriber = rowAt(item.index);
          const style = { top: item.start, height: rowHeight };
          if (!subscriber) {
            return (
              <VirtualRow $columns={columns} key={item.key} style={style} role="row">
                <span role="cell" />
                <Muted role="cell">{intl.formatMessage(messages.rowLoading)}</Muted>
              </VirtualRow>
            );
          }
          const name = nameOf(subscriber) || subscriber.email || subscriber.telnr || '';
          return (
            <VirtualRow
              $columns={columns}
              key={item.key}
              style={style}
              role="row"
              data-testid="subscriber-row"
            >
              <span role="cell">
                {canSelect && (
                  <input
                    type="checkbox"
                    aria-label={intl.formatMessage(valueMessages.select, { name })}
                    checked={list.selected.includes(subscriber.uniqueId)}
                    onChange={() => dispatch(selectionToggled(subscriber.uniqueId))}
                  />
                )}
              </span>
              <span role="cell">
                {nameOf(subscriber) || '–'}
                {subscriber.deactivated && (
                  <Badge>{intl.formatMessage(messages.deactivatedBadge)}</Badge>
                )}
              </span>
              <span role="cell">{subscriber.email ?? '–'}</span>
              <span role="cell">
                {subscriber.telnr ?? '–'}
                {subscriber.telnr && !subscriber.telnrValid && (
                  <Badge $tone="danger">{intl.formatMessage(messages.invalidNumber)}</Badge>
                )}
              </span>
              <span role="cell">{subscriber.culture}</span>
              <span role="cell">
                {intl.formatMessage(messages[doiMessage[subscriber.doiStatus]])}
              </span>
              <VirtualActionsCell role="cell">
                {canEdit && (
                  <RowActions
                    rowName={name}
                    actions={[
                      {
                        label: intl.formatMessage(messages.edit),
                        onSelect: () => dispatch(editorOpened(subscriber)),
                      },
                      {
                        label: intl.formatMessage(
                          subscriber.deactivated ? messages.activate : messages.deactivate,
                        ),
                        onSelect: () =>
                          dispatch(
                            deactivationRequested({
                              uniqueId: subscriber.uniqueId,
                              deactivated: !subscriber.deactivated,
                            }),
                          ),
                      },
                    ]}
                  />
                )}
              </VirtualActionsCell>
            </VirtualRow>
          );
        })}
      </div>
    </VirtualScroller>
  );
}
