import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Table } from './styles';

/** A list of labelled counts (failures by reason, emojis, buttons, exclusion reasons). */
export function CountTable({
  rows,
  testId,
}: {
  rows: { key: string; label: ReactNode; count: number }[];
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Table data-testid={testId}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            <td className="number">{intl.formatNumber(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
