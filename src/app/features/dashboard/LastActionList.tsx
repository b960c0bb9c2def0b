import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LastAction } from '../../../common/dashboard';
import { lastActionPath } from './actionPath';
import { actionMessages as messages } from './messages';
import { List, Main, Muted, Notice } from './styles';

/** Whole minutes (or hours, days) from now, for a relative time. */
function ago(timestamp: string): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.round((Date.parse(timestamp) - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return { value: minutes, unit: 'minute' };
  if (Math.abs(minutes) < 1440) return { value: Math.round(minutes / 60), unit: 'hour' };
  return { value: Math.round(minutes / 1440), unit: 'day' };
}

/** The latest user actions, newest first, with who and when, and progress of running work. */
export function LastActionList({ actions }: { actions: LastAction[] }) {
  const intl = useIntl();
  if (actions.length === 0) {
    return (
      <Notice>
        <FormattedMessage {...messages.empty} />
      </Notice>
    );
  }
  return (
    <List>
      {actions.map((action) => {
        const who = action.userDeleted
          ? intl.formatMessage(messages.deletedUser)
          : (action.userName ?? intl.formatMessage(messages.systemUser));
        const time = ago(action.timestamp);
        const path = lastActionPath(action);
        const said =
          intl.formatMessage(messages.event, {
            event: action.event ?? '',
            caption: action.caption,
          }) ||
          intl.formatMessage(messages.what, {
            group: action.actionGroup,
            type: action.actionType ?? '',
            caption: action.caption,
          });
        return (
          <li key={`${action.actionGroup}-${action.id}`} data-testid="last-action">
            <Main>
              {path ? <Link to={path}>{said}</Link> : said}
              <br />
              <Muted>
                {who} · {intl.formatRelativeTime(time.value, time.unit, { numeric: 'auto' })}
              </Muted>
              {action.hasProgress && (
                <>
                  <br />
                  <progress value={action.progress} max={action.maxProgress || 1} />{' '}
                  <Muted>
                    <FormattedMessage
                      {...messages.progress}
                      values={{ progress: action.progress, max: action.maxProgress }}
                    />
                  </Muted>
                </>
              )}
            </Main>
          </li>
        );
      })}
    </List>
  );
}
