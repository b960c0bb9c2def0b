import { useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import { ScrollRegion } from '../../components/layout/ScrollRegion';
import type { DeliveryPoint } from '../../../common/statistics';
import { statisticMessages as messages } from './messages';

/**
 * Fixed sizes: the charts need no resize observer, so they draw the same in every browser. On a
 * narrow screen they scroll sideways in their own box and keep readable labels (issue 23).
 */
const width = 640;
const height = 240;

/** Delivered and read, summed up to each minute of the time course. */
export function TimelineChart({ points }: { points: DeliveryPoint[] }) {
  const intl = useIntl();
  const theme = useTheme();
  const data = points.map((p) => ({
    at: intl.formatTime(p.at, {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
    delivered: p.delivered,
    read: p.read,
  }));
  const label = intl.formatMessage(messages.timeline);
  return (
    <ScrollRegion label={label}>
      <LineChart width={width} height={height} data={data} aria-label={label}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="at" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="delivered"
          name={intl.formatMessage(messages.delivered)}
          stroke={theme.colors.primary}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="read"
          name={intl.formatMessage(messages.read)}
          stroke={theme.colors.focus}
          isAnimationActive={false}
        />
      </LineChart>
    </ScrollRegion>
  );
}

/** One bar per labelled count. */
export function CountChart({
  bars,
  label,
}: {
  bars: { name: string; count: number }[];
  label: string;
}) {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <ScrollRegion label={label}>
      <BarChart width={width} height={height} data={bars} aria-label={label}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar
          dataKey="count"
          name={intl.formatMessage(messages.count)}
          fill={theme.colors.primary}
          isAnimationActive={false}
        />
      </BarChart>
    </ScrollRegion>
  );
}
