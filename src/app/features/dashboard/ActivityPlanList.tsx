import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActivityPlanEntry } from '../../../common/dashboard';
import { planMessages as messages } from './messages';
import { Dot, List, Main, Muted, Notice, Stamp } from './styles';

/** The activity plan (spec section 9 caps it): past, today and next entries by start date. */
export function ActivityPlanList({ entries }: { entries: ActivityPlanEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <Notice>
        <FormattedMessage {...messages.empty} />
      </Notice>
    );
  }
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.key} data-testid="plan-entry" data-group={entry.group}>
          <Dot $code={entry.colourCode} aria-hidden="true" />
          <Stamp>
            <FormattedMessage {...messages.group} values={{ group: entry.group }} />
          </Stamp>
          <Main>
            {entry.url ? <Link to={entry.url}>{entry.name}</Link> : entry.name}{' '}
            <Muted>
              (<FormattedMessage {...messages.type} values={{ type: entry.type }} />)
            </Muted>
          </Main>
          <Stamp>
            {intl.formatDate(entry.startDate, {
              day: '2-digit',
              month: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </Stamp>
        </li>
      ))}
    </List>
  );
}
