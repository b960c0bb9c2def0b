import { Fragment, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  groupBoundaries,
  templateGroupOf,
  templateGroups,
  type TemplateGroup,
} from '../../../common/templates';

const GroupTitle = styled.h2`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

interface DateGroupsProps<T> {
  /** Test ids `<testIdPrefix>-group-today` and so on. */
  testIdPrefix: string;
  rows: T[];
  /** The date a row is grouped by (the one the list is sorted by). */
  dateOf: (row: T) => string;
  utcOffsetMinutes: number;
  /** Rows per group over the whole filtered list (the server counts them). */
  counts: Record<TemplateGroup, number> | null;
  title: (group: TemplateGroup, count: number) => ReactNode;
  rowKey: (row: T) => string | number;
  /** One row as a card (an `li`). */
  renderRow: (row: T) => ReactNode;
}

/** The rows of a page under "Heute", "Diese Woche", "Dieser Monat" and "Älter", as cards. */
export function DateGroups<T>({
  testIdPrefix,
  rows,
  dateOf,
  utcOffsetMinutes,
  counts,
  title,
  rowKey,
  renderRow,
}: DateGroupsProps<T>) {
  const grouped = useMemo(() => {
    const bounds = groupBoundaries(new Date(), utcOffsetMinutes);
    return templateGroups.map((group) => ({
      group,
      entries: rows.filter((row) => templateGroupOf(dateOf(row), bounds) === group),
    }));
  }, [rows, dateOf, utcOffsetMinutes]);
  return (
    <>
      {grouped
        .filter(({ entries }) => entries.length > 0)
        .map(({ group, entries }) => (
          <section key={group} aria-label={group} data-testid={`${testIdPrefix}-group-${group}`}>
            <GroupTitle>{title(group, counts?.[group] ?? entries.length)}</GroupTitle>
            <Rows>
              {entries.map((row) => (
                <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
              ))}
            </Rows>
          </section>
        ))}
    </>
  );
}
