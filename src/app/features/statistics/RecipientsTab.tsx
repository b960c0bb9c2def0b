import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ExcludedSubscribers, StatisticNewsletter } from '../../../common/statistics';
import { CountChart } from './charts';
import { recipientDetailsPath } from './detailPaths';
import { exclusionMessages, statisticMessages as messages } from './messages';
import { Tile, Tiles } from './styles';
import { CountTable } from './CountTable';

/** Who received the newsletter and who was left out at send start, by reason. */
export function RecipientsTab({
  id,
  newsletter,
  excluded,
}: {
  id: number;
  newsletter: StatisticNewsletter;
  excluded: ExcludedSubscribers;
}) {
  const intl = useIntl();
  return (
    <section data-testid="statistics-recipients">
      <Tiles>
        <Tile data-testid="statistics-effective">
          <strong>{intl.formatNumber(newsletter.effectiveRecipients)}</strong>
          <span>
            <FormattedMessage {...messages.effective} />
          </span>
          <div>
            <Link to={recipientDetailsPath(id, 'Effective')}>
              <FormattedMessage {...messages.showDetails} />
            </Link>
          </div>
        </Tile>
        <Tile data-testid="statistics-excluded">
          <strong>{intl.formatNumber(excluded.count)}</strong>
          <span>
            <FormattedMessage {...messages.excluded} />
          </span>
          <div>
            <Link to={recipientDetailsPath(id, 'Excluded')}>
              <FormattedMessage {...messages.showDetails} />
            </Link>
          </div>
        </Tile>
      </Tiles>
      {excluded.exclusionReasons.length > 0 && (
        <>
          <CountChart
            label={intl.formatMessage(messages.excluded)}
            bars={excluded.exclusionReasons.map((r) => ({
              name: intl.formatMessage(exclusionMessages[r.exclusionReason]),
              count: r.count,
            }))}
          />
          <CountTable
            testId="statistics-exclusion-reasons"
            rows={excluded.exclusionReasons.map((r) => ({
              key: r.exclusionReason,
              label: intl.formatMessage(exclusionMessages[r.exclusionReason]),
              count: r.count,
            }))}
          />
        </>
      )}
    </section>
  );
}
