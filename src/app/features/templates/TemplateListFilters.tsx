import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  templateStatuses,
  type TemplateFilters,
  type TemplateListQuery,
} from '../../../common/templates';
import { ListFilters } from '../../components/list/ListFilters';
import { valueMessages } from './messages';

interface TemplateListFiltersProps {
  query: TemplateListQuery;
  filters: TemplateFilters | null;
  onChange: (filters: TemplateListQuery['filters']) => void;
}

const languageMessages: Record<string, MessageDescriptor> = {
  de: valueMessages.languageDe,
  en: valueMessages.languageEn,
};

/** The list's filters, with the template statuses and languages named. */
export function TemplateListFilters({ query, filters, onChange }: TemplateListFiltersProps) {
  const intl = useIntl();
  return (
    <ListFilters
      testIdPrefix="template"
      current={query.filters}
      choices={filters}
      statuses={templateStatuses}
      statusLabel={(status) => intl.formatMessage(valueMessages[`status${status}`])}
      languageLabel={(language) =>
        languageMessages[language] ? intl.formatMessage(languageMessages[language]) : language
      }
      onChange={onChange}
    />
  );
}
