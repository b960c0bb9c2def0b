import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import type { ListState } from './listSlice';
import { listMessages, listValueMessages } from './messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

interface SelectionBarProps {
  /** Test ids `<testIdPrefix>select-visible`, `select-all-results`, `selection-count`. */
  testIdPrefix?: string;
  list: ListState<unknown, unknown, unknown>;
  /** "12 Abonnenten ausgewählt": the count in the list's own words. */
  selectedText: (count: number) => string;
  onToggleVisible: () => void;
  onSelectAll: () => void;
  /** What to do with the selection (add to a group). */
  children?: ReactNode;
}

/**
 * Select the visible rows, or all N results of the filter — also those on pages not loaded,
 * which the server resolves from the filter itself. "All N" is offered only while N is exact.
 */
export function SelectionBar({
  testIdPrefix = '',
  list,
  selectedText,
  onToggleVisible,
  onSelectAll,
  children,
}: SelectionBarProps) {
  const intl = useIntl();
  const count = list.allOfFilter ? list.total : list.selected.length;
  return (
    <Bar>
      {children}
      <Button
        type="button"
        $variant="secondary"
        data-testid={`${testIdPrefix}select-visible`}
        onClick={onToggleVisible}
      >
        {intl.formatMessage(listMessages.selectVisible)}
      </Button>
      {list.totalExact && list.total > 0 && !list.allOfFilter && (
        <Button
          type="button"
          $variant="secondary"
          data-testid={`${testIdPrefix}select-all-results`}
          onClick={onSelectAll}
        >
          {intl.formatMessage(listValueMessages.selectAllResults, { total: list.total })}
        </Button>
      )}
      <Count aria-live="polite" data-testid={`${testIdPrefix}selection-count`}>
        {selectedText(count)}
      </Count>
    </Bar>
  );
}
