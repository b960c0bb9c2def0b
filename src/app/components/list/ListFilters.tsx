import { useIntl } from 'react-intl';
import { listMessages as messages } from './messages';

/** The filters of a list: one status, language and creator each (empty: all). */
export interface ListFilterValues<S extends number> {
  status: S[];
  languages: string[];
  users: number[];
}

interface ListFiltersProps<S extends number> {
  /** Test ids `<testIdPrefix>-filter-status`, `-language`, `-creator`. */
  testIdPrefix: string;
  current: ListFilterValues<S>;
  /** The choices the server offers (null while loading). */
  choices: { languages: string[]; users: { id: number; name: string | null }[] } | null;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  languageLabel: (language: string) => string;
  onChange: (filters: ListFilterValues<S>) => void;
}

/** Filter by status, language and creator (one value each; "all" clears it). */
export function ListFilters<S extends number>({
  testIdPrefix,
  current,
  choices,
  statuses,
  statusLabel,
  languageLabel,
  onChange,
}: ListFiltersProps<S>) {
  const intl = useIntl();
  const all = intl.formatMessage(messages.all);
  return (
    <>
      <label>
        {intl.formatMessage(messages.filterStatus)}
        <select
          data-testid={`${testIdPrefix}-filter-status`}
          value={current.status[0] ?? ''}
          onChange={(e) =>
            onChange({
              ...current,
              status: e.target.value === '' ? [] : [Number(e.target.value) as S],
            })
          }
        >
          <option value="">{all}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.filterLanguage)}
        <select
          data-testid={`${testIdPrefix}-filter-language`}
          value={current.languages[0] ?? ''}
          onChange={(e) =>
            onChange({ ...current, languages: e.target.value === '' ? [] : [e.target.value] })
          }
        >
          <option value="">{all}</option>
          {(choices?.languages ?? []).map((language) => (
            <option key={language} value={language}>
              {languageLabel(language)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.filterCreator)}
        <select
          data-testid={`${testIdPrefix}-filter-creator`}
          value={current.users[0] ?? ''}
          onChange={(e) =>
            onChange({ ...current, users: e.target.value === '' ? [] : [Number(e.target.value)] })
          }
        >
          <option value="">{all}</option>
          {(choices?.users ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {user.name ?? intl.formatMessage(messages.deletedUser)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
