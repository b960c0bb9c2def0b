import { useIntl } from 'react-intl';
import {
  NewsletterStatus,
  type NewsletterFilters,
  type NewsletterListQuery,
} from '../../../common/newsletters';
import { cultures } from '../../../common/subscribers';
import { listMessages as messages, statusMessages } from './messages';

interface NewsletterListFiltersProps {
  query: NewsletterListQuery;
  filters: NewsletterFilters | null;
  onChange: (filters: NewsletterListQuery['filters']) => void;
}

const statuses = Object.values(NewsletterStatus);
const cultureName = (id: string) => cultures.find((c) => c.id === id)?.name ?? id;

/** Filter by status, language and creator (one value each; "all" clears it). */
export function NewsletterListFilters({ query, filters, onChange }: NewsletterListFiltersProps) {
  const intl = useIntl();
  const all = intl.formatMessage(messages.all);
  const current = query.filters;
  return (
    <>
      <label>
        {intl.formatMessage(messages.filterStatus)}
        <select
          data-testid="newsletter-filter-status"
          value={current.status[0] ?? ''}
          onChange={(e) =>
            onChange({
              ...current,
              status: e.target.value === '' ? [] : [Number(e.target.value) as NewsletterStatus],
            })
          }
        >
          <option value="">{all}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(statusMessages[`status${status}`])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.filterLanguage)}
        <select
          data-testid="newsletter-filter-language"
          value={current.languages[0] ?? ''}
          onChange={(e) =>
            onChange({ ...current, languages: e.target.value === '' ? [] : [e.target.value] })
          }
        >
          <option value="">{all}</option>
          {(filters?.languages ?? []).map((language) => (
            <option key={language} value={language}>
              {cultureName(language)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.filterCreator)}
        <select
          data-testid="newsletter-filter-creator"
          value={current.users[0] ?? ''}
          onChange={(e) =>
            onChange({ ...current, users: e.target.value === '' ? [] : [Number(e.target.value)] })
          }
        >
          <option value="">{all}</option>
          {(filters?.users ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {user.name ?? intl.formatMessage(messages.deletedUser)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
