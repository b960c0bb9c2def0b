import { FormattedMessage } from 'react-intl';
import { NewsletterStatus } from '../../../common/newsletters';
import { statusMessages } from './messages';
import { Badge, type BadgeTone } from './styles';

const statusTone: Record<NewsletterStatus, BadgeTone> = {
  [NewsletterStatus.draft]: 'neutral',
  [NewsletterStatus.readyToSend]: 'good',
  [NewsletterStatus.planned]: 'warn',
  [NewsletterStatus.active]: 'warn',
  [NewsletterStatus.sent]: 'good',
  [NewsletterStatus.archive]: 'neutral',
  [NewsletterStatus.stopped]: 'warn',
};

export function NewsletterStatusBadge({ value }: { value: NewsletterStatus }) {
  return (
    <Badge $tone={statusTone[value]} data-testid="newsletter-status" data-status={value}>
      <FormattedMessage {...statusMessages[`status${value}`]} />
    </Badge>
  );
}
