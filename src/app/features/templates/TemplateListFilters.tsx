import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  templateStatuses,
  type TemplateFilters,
  type TemplateListQuery,
  type TemplateStatus,
} from '../../../common/templates';
import { listMessages as messages, valueMessages } from './messages';

interface TemplateListFiltersProps {
  query: TemplateListQuery;
  filters: TemplateFilters | null;
  onChange: (filters: TemplateListQuery['filters']) => void;
}

const languageMessages: Record<string, MessageDescriptor> = {
  de: valueMessages.languageDe,
  en: valueMessages.languageEn,
};

/** Filter by status, language and creator (one value each; "all" clears it). */
export function TemplateListFilters({ query, filters, onChange }: TemplateListFiltersProps) {
  const intl = useIntl();
  const all = intl.formatMessage(messages.all);
  const current = query.filters;
  return (
    <>
      <label>
        {intl.formatMessage(messages.filterStatus)}
        <select
          data-testid="template-filter-status"
          value={current.status[0] ?? ''}
          onChange={(e) =>
            onChange({
              ...current,
              status: e.target.value === '' ? [] : [Number(e.target.value) as TemplateStatus],
            })
          }
        >
          <option value="">{all}</option>
          {templateStatuses.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(valueMessages[`status${status}`])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.filterLanguage)}
        <select
          data-testid="template-filter-language"
          value={current.languages[0] ?? ''}
          onChange={(e) =>
            onChange({ ...current, languages: e.target.value === '' ? [] : [e.target.value] })
          }
        >
          <option value="">{all}</option>
          {(filters?.languages ?? []).map((language) => (
            <option key={language} value={language}>
              {languageMessages[language]
                ? intl.formatMessage(languageMessages[language])
                : language}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.filterCreator)}
        <select
          data-testid="template-filter-creator"
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
