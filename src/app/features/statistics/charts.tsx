import { useIntl } from 'react-intl';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { ScrollRegion } from '../../components/layout/ScrollRegion';
import type { DeliveryPoint } from '../../../common/statistics';
import { statisticMessages as messages } from './messages';

/**
 * Fixed sizes: the time course needs no resize observer, so it draws the same in every browser.
 * On a narrow screen it scrolls sideways in its own box and keeps readable labels (issue 23).
 */
const width = 640;
const height = 240;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    overflow-wrap: anywhere;
  }
`;

const Swatch = styled.span`
  flex: none;
  width: 1rem;
  height: 0.25rem;
  border-radius: 1px;
`;

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
  const series = [
    { key: 'delivered', name: intl.formatMessage(messages.delivered), color: theme.colors.primary },
    { key: 'read', name: intl.formatMessage(messages.read), color: theme.colors.focus },
  ];
  return (
    <>
      {/* The legend stands outside the scrolling box and wraps: inside the 640 px drawing it was
          centred and cut off on a phone (issue 23). */}
      <Legend data-testid="timeline-legend">
        {series.map((line) => (
          <li key={line.key}>
            <Swatch aria-hidden="true" style={{ background: line.color }} />
            {line.name}
          </li>
        ))}
      </Legend>
      <ScrollRegion label={label}>
        <LineChart width={width} height={height} data={data} aria-label={label}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="at" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          {series.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ScrollRegion>
    </>
  );
}

const Bars = styled.figure`
  margin: ${({ theme }) => theme.space(4)} 0;

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: grid;
    grid-template-columns: minmax(6rem, 12rem) minmax(3rem, 1fr) minmax(2.5rem, auto);
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  ${({ theme }) => theme.media.phone} {
    li {
      grid-template-columns: minmax(5rem, 8rem) minmax(2rem, 1fr) minmax(2.5rem, auto);
      gap: ${({ theme }) => theme.space(2)};
    }
  }
`;

/** The label wraps rather than vanish or be cut: every bar keeps its full name (issue 23). */
const BarLabel = styled.span`
  overflow-wrap: anywhere;
  font-size: 0.875rem;
`;

const Track = styled.span`
  display: block;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const BarCount = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/**
 * One horizontal bar per labelled count, drawn in HTML: the label stands beside its bar at every
 * width from 360 px up and wraps when long, where an SVG axis dropped labels that did not fit
 * ("Fehlgeschlagen", "Andere Sprache"; issue 23). Label and count are text, so a screen reader
 * reads each bar as "label count"; the bar itself is decoration.
 */
export function CountChart({
  bars,
  label,
}: {
  bars: { name: string; count: number }[];
  label: string;
}) {
  const intl = useIntl();
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <Bars aria-label={label} data-testid="statistics-bars">
      <ol>
        {bars.map((bar) => (
          <li key={bar.name} data-testid="statistics-bar">
            <BarLabel data-testid="statistics-bar-label">{bar.name}</BarLabel>
            <Track aria-hidden="true">
              <Fill style={{ width: `${(bar.count / max) * 100}%` }} />
            </Track>
            <BarCount>{intl.formatNumber(bar.count)}</BarCount>
          </li>
        ))}
      </ol>
    </Bars>
  );
}
