import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DetailSort } from '../../../common/statistics';
import { VirtualHead, VirtualRow, VirtualScroller } from '../../components/list/virtualTable';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { detailList, type DetailRow } from './detailList';
import { detailMessages as messages } from './messages';
import { selectStatisticDetailList } from './selectors';

/** A row of one line; rows with a long failure reason grow and are measured as drawn. */
const rowHeight = 44;

const grid = 'minmax(10rem, 2fr) minmax(9rem, 1.5fr) minmax(10rem, 2fr) 11rem';
/** With a first column for the tick boxes. */
const selectableGrid = `2.5rem ${grid}`;
const { actions } = detailList;

const Head = styled(VirtualHead)`
  button {
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    cursor: pointer;
    padding: 0;
  }
  ${({ theme }) => theme.media.phone} {
    /* On a phone the head is a wrapping row of sort buttons above the cards. */
    display: flex;
    flex-wrap: wrap;
    min-width: 0;
    height: auto;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    column-gap: ${({ theme }) => theme.space(4)};
    > span:empty {
      display: none;
    }
  }
`;

/**
 * A row whose cells wrap: a failure reason is shown in full, never cut (issue 23). On a phone
 * the row turns into a card, one cell per line under its column's name.
 */
const Row = styled(VirtualRow)`
  min-height: ${rowHeight}px;
  align-items: start;
  padding-top: ${({ theme }) => theme.space(2.5)};
  padding-bottom: ${({ theme }) => theme.space(2.5)};
  white-space: normal;

  > span {
    overflow: visible;
    text-overflow: clip;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.phone} {
    min-width: 0;
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(1)};

    > span[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 600;
    }
    > span:empty {
      display: none;
    }
  }
`;

export interface DetailColumn {
  label: string;
  /** The server's sort for this column, if it can sort by it. */
  sort?: DetailSort;
}

const nameOf = (row: DetailRow) =>
  [row.firstname, row.lastname].filter(Boolean).join(' ') || row.telnr || '–';

/**
 * A detail list as a virtualised table: only the rows in view are drawn, and the pages of 100
 * they fall on are asked from the server as one scrolls (the list kit's scroll mode). With
 * `canSelect` each row of a person can be ticked (a deleted subscriber's cannot).
 */
export function DetailTable<Item>({
  columns,
  sort,
  orderDescending,
  onSort,
  cells,
  canSelect = false,
}: {
  columns: DetailColumn[];
  sort: DetailSort;
  orderDescending: boolean;
  onSort: (sort: DetailSort) => void;
  cells: (item: Item) => ReactNode[];
  canSelect?: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectStatisticDetailList);
  const pageSize = list.pageSize;
  const $columns = canSelect ? selectableGrid : grid;
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

  useEffect(() => {
    if (list.status !== 'loaded') return;
    const pages = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    for (const page of pages(Math.floor(first / pageSize), Math.floor(last / pageSize))) {
      if (!list.pages[page] && !list.loadingPages.includes(page))
        dispatch(actions.pageRequested(page));
    }
  }, [dispatch, first, last, pageSize, list.pages, list.loadingPages, list.status]);

  return (
    <VirtualScroller ref={scroller} role="table" data-testid="statistics-detail-list">
      <Head $columns={$columns} role="row" style={{ position: 'sticky' }}>
        {canSelect && (
          // Named for screen readers; a narrow column of tick boxes needs no visible head.
          <span role="columnheader">
            <VisuallyHidden>{intl.formatMessage(messages.columnSelect)}</VisuallyHidden>
          </span>
        )}
        {columns.map((column) => (
          <span
            key={column.label}
            role="columnheader"
            aria-sort={
              column.sort && column.sort === sort
                ? orderDescending
                  ? 'descending'
                  : 'ascending'
                : undefined
            }
          >
            {column.sort ? (
              <button type="button" onClick={() => onSort(column.sort!)}>
                {column.label}
                {column.sort === sort && (orderDescending ? ' ↓' : ' ↑')}
              </button>
            ) : (
              column.label
            )}
          </span>
        ))}
      </Head>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((virtual) => {
          const item = detailList.selectRowAt(list, virtual.index);
          const style = { top: virtual.start };
          return (
            <Row
              $columns={$columns}
              key={virtual.key}
              ref={virtualizer.measureElement}
              data-index={virtual.index}
              style={style}
              role="row"
              data-testid={item ? 'statistics-detail-row' : undefined}
            >
              {item ? (
                <>
                  {canSelect && (
                    <span role="cell">
                      <input
                        type="checkbox"
                        aria-label={intl.formatMessage(messages.selectRow, { name: nameOf(item) })}
                        disabled={!item.uniqueId}
                        checked={
                          !!item.uniqueId && (list.allOfFilter || list.selected.includes(item.row))
                        }
                        onChange={() => dispatch(actions.rowToggled(item.row))}
                      />
                    </span>
                  )}
                  {cells(item as Item).map((cell, i) => (
                    <span key={i} role="cell" data-label={columns[i]?.label || undefined}>
                      {cell}
                    </span>
                  ))}
                </>
              ) : (
                <span role="cell">{intl.formatMessage(messages.loading)}</span>
              )}
            </Row>
          );
        })}
      </div>
    </VirtualScroller>
  );
}
