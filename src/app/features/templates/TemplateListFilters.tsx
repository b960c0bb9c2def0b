import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  templateStatuses,
  type TemplateFilters,
  type TemplateListQuery,
} from '../../../common/templates';
import { ListFilters } from '../../components/list/ListFilters';
import { valueMessages } from './messages';

type Filters = TemplateListQuery['filters'];

interface TemplateListFiltersProps {
  current: Filters;
  filters: TemplateFilters | null;
  onChange: (filters: Filters) => void;
}

const languageMessages: Record<string, MessageDescriptor> = {
  de: valueMessages.languageDe,
  en: valueMessages.languageEn,
};

/** The list's filters, with the template statuses and languages named. */
export function TemplateListFilters({ current, filters, onChange }: TemplateListFiltersProps) {
  const intl = useIntl();
  return (
    <ListFilters
      testIdPrefix="template"
      current={current}
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
