import { useIntl } from 'react-intl';
import {
  NewsletterStatus,
  type NewsletterFilters,
  type NewsletterListQuery,
} from '../../../common/newsletters';
import { cultures } from '../../../common/subscribers';
import { ListFilters } from '../../components/list/ListFilters';
import { statusMessages } from './messages';

type Filters = NewsletterListQuery['filters'];

interface NewsletterListFiltersProps {
  current: Filters;
  filters: NewsletterFilters | null;
  onChange: (filters: Filters) => void;
}

const statuses = Object.values(NewsletterStatus);
const cultureName = (id: string) => cultures.find((c) => c.id === id)?.name ?? id;

/** The list's filters, with the newsletter statuses and languages named as cultures. */
export function NewsletterListFilters({ current, filters, onChange }: NewsletterListFiltersProps) {
  const intl = useIntl();
  return (
    <ListFilters
      testIdPrefix="newsletter"
      current={current}
      choices={filters}
      statuses={statuses}
      statusLabel={(status) => intl.formatMessage(statusMessages[`status${status}`])}
      languageLabel={cultureName}
      onChange={onChange}
    />
  );
}
