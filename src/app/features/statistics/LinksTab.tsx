import { FormattedMessage, useIntl } from 'react-intl';
import type { LinkStatistic } from '../../../common/statistics';
import { statisticMessages as messages } from './messages';
import { Table } from './styles';

/** Clicks per tracked link: all clicks and different people. */
export function LinksTab({ links }: { links: LinkStatistic[] }) {
  const intl = useIntl();
  if (links.length === 0) {
    return (
      <p data-testid="statistics-links">
        <FormattedMessage {...messages.noLinks} />
      </p>
    );
  }
  return (
    <Table data-testid="statistics-links">
      <thead>
        <tr>
          <th>
            <FormattedMessage {...messages.columnUrl} />
          </th>
          <th>
            <FormattedMessage {...messages.columnClicks} />
          </th>
          <th>
            <FormattedMessage {...messages.columnUniqueClicks} />
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.url}>
            <td>{link.url}</td>
            <td className="number">{intl.formatNumber(link.clicks)}</td>
            <td className="number">{intl.formatNumber(link.uniqueClicks)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
