import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FaultState } from '../status/FaultState';
import { LoadingState } from '../status/LoadingState';
import { Notice } from '../layout/screenStyles';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import type { ListState } from './listSlice';
import { listValueMessages } from './messages';
import { Pager } from './Pager';

export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }

  select {
    min-height: 2.25rem;
  }
`;

interface ListFrameProps {
  /** Test ids `<testIdPrefix>-empty`, `-pager`, `-next`. */
  testIdPrefix: string;
  list: ListState<unknown, unknown, unknown>;
  texts: { loading: string; failed: string; empty: ReactNode };
  /** Search, sort and filters. */
  toolbar?: ReactNode;
  /** The selection bar (SelectionBar) of a list whose rows can be ticked. */
  selection?: ReactNode;
  /** Outcomes of the list's actions (done, refused). */
  notices?: ReactNode;
  /** A visible count, announced as it changes; without one the shown range is announced. */
  summary?: ReactNode;
  /** A pager below the rows (lists of the `pager` mode). */
  paged?: boolean;
  onRetry: () => void;
  onPage?: (page: number) => void;
  /** The rows: a table that scrolls in its own box, or cards. */
  children: ReactNode;
}

/**
 * The frame every list screen shares (issue 23): toolbar, selection bar, the loading, failed
 * and empty states, the rows, the pager, and a polite live region that tells a screen reader
 * what the list now shows after a search, filter or page change.
 */
export function ListFrame({
  testIdPrefix,
  list,
  texts,
  toolbar,
  selection,
  notices,
  summary,
  paged,
  onRetry,
  onPage,
  children,
}: ListFrameProps) {
  const intl = useIntl();
  const loaded = list.status === 'loaded';
  const hasRows = Object.keys(list.pages).length > 0;
  const from = list.page * list.pageSize;
  return (
    <>
      {toolbar && <ListToolbar>{toolbar}</ListToolbar>}
      {selection}
      {notices}
      {list.status === 'failed' && <FaultState message={texts.failed} onRetry={onRetry} />}
      {list.status !== 'failed' && !loaded && !hasRows && <LoadingState label={texts.loading} />}
      {loaded && list.total === 0 && (
        <Notice data-testid={`${testIdPrefix}-empty`}>{texts.empty}</Notice>
      )}
      {summary}
      {children}
      {paged && hasRows && onPage && (
        <Pager
          testIdPrefix={testIdPrefix}
          skip={from}
          take={list.pageSize}
          total={list.total}
          onSkip={(skip) => onPage(Math.floor(skip / list.pageSize))}
        />
      )}
      {!summary && (
        <VisuallyHidden role="status" data-testid={`${testIdPrefix}-live`}>
          {loaded &&
            list.total > 0 &&
            intl.formatMessage(listValueMessages.range, {
              from: from + 1,
              to: Math.min(from + list.pageSize, list.total),
              total: list.total,
            })}
        </VisuallyHidden>
      )}
    </>
  );
}
