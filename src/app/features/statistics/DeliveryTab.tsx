import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeliveryFilter, NewsletterStatistics } from '../../../common/statistics';
import { CountChart, TimelineChart } from './charts';
import { deliveryDetailsPath } from './detailPaths';
import { failureText } from './failureText';
import { statisticMessages as messages } from './messages';
import { Tile, Tiles } from './styles';
import { CountTable } from './CountTable';

type Figure = 'sent' | 'delivered' | 'read' | 'failed' | 'inProgress' | 'pending' | 'removed';

/** Which detail filter a tile opens (spec section 3). */
const filterOf: Partial<Record<Figure, DeliveryFilter>> = {
  sent: 'All',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Rejected',
  inProgress: 'InProgress',
  pending: 'InProgress',
};

/** Delivery: counts and shares of the sent messages, the time course, failures by reason. */
export function DeliveryTab({ id, statistics }: { id: number; statistics: NewsletterStatistics }) {
  const intl = useIntl();
  const s = statistics.newsletterStatistic;
  const figures: { key: Figure; count: number }[] = [
    { key: 'sent', count: s.sentMessages },
    { key: 'delivered', count: s.delivered },
    { key: 'read', count: s.read },
    { key: 'failed', count: s.failed },
    { key: 'inProgress', count: s.inProgress },
    ...(s.pending > 0 ? [{ key: 'pending' as const, count: s.pending }] : []),
    ...(s.removed > 0 ? [{ key: 'removed' as const, count: s.removed }] : []),
  ];
  // Shares are of the messages Meta accepted (spec section 3: delivery rate, read rate).
  const base = s.sentMessages || 1;
  return (
    <section data-testid="statistics-delivery">
      <Tiles>
        {figures.map(({ key, count }) => {
          const filter = filterOf[key];
          return (
            <Tile key={key} data-testid={`statistics-${key}`}>
              <strong data-testid={`statistics-${key}-count`}>{intl.formatNumber(count)}</strong>
              <span>
                <FormattedMessage {...messages[key]} />
                {key !== 'sent' && key !== 'removed' && key !== 'pending' && (
                  <>
                    {' · '}
                    <FormattedMessage {...messages.rate} values={{ rate: count / base }} />
                  </>
                )}
              </span>
              {filter && (
                <div>
                  <Link
                    to={deliveryDetailsPath(id, filter)}
                    data-testid={`statistics-${key}-details`}
                  >
                    <FormattedMessage {...messages.showDetails} />
                  </Link>
                </div>
              )}
            </Tile>
          );
        })}
      </Tiles>
      <CountChart
        label={intl.formatMessage(messages.tabDelivery)}
        bars={figures.map(({ key, count }) => ({ name: intl.formatMessage(messages[key]), count }))}
      />
      <h3>
        <FormattedMessage {...messages.timeline} />
      </h3>
      <TimelineChart points={statistics.timeline} />
      <h3>
        <FormattedMessage {...messages.failedByReason} />
      </h3>
      {s.failedByReason.length === 0 ? (
        <p>
          <FormattedMessage {...messages.noFailures} />
        </p>
      ) : (
        <CountTable
          testId="statistics-failed-reasons"
          rows={s.failedByReason.map((reason) => ({
            key: String(reason.errorCode),
            label: failureText(intl, reason.errorCode, reason.errorTitle),
            count: reason.count,
          }))}
        />
      )}
    </section>
  );
}
