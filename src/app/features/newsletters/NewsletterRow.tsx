import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  NewsletterStatus,
  wentOutStatuses,
  type NewsletterListEntry,
} from '../../../common/newsletters';
import { Button } from '../../components/ui/Button';
import { NewsletterStatusBadge } from './badges';
import { newsletterEditPath } from './listSagas';
import { listMessages as messages } from './messages';
import { Actions, Meta, Progress, Row, RowName } from './styles';

export interface RowRights {
  add: boolean;
  edit: boolean;
  delete: boolean;
  statistics: boolean;
}

interface NewsletterRowProps {
  newsletter: NewsletterListEntry;
  rights: RowRights;
  busy: boolean;
  onCopy: (id: number) => void;
  onArchive: (newsletter: NewsletterListEntry) => void;
  onDelete: (newsletter: NewsletterListEntry) => void;
}

const { draft, readyToSend, sent, archive, planned, active, stopped } = NewsletterStatus;

/** One newsletter: name, status, progress while sending, who made it, and its actions. */
export function NewsletterRow({
  newsletter,
  rights,
  busy,
  onCopy,
  onArchive,
  onDelete,
}: NewsletterRowProps) {
  const intl = useIntl();
  const deleted = intl.formatMessage(messages.deletedUser);
  const status = newsletter.status;
  const sentOnce =
    wentOutStatuses.includes(status) || (status === archive && newsletter.progress !== null);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Row data-testid="newsletter-row" data-newsletter-id={newsletter.id}>
      <div>
        <RowName>
          <Link to={newsletterEditPath(newsletter.id)} data-testid="newsletter-name">
            {newsletter.name}
          </Link>
          <NewsletterStatusBadge value={status} />
        </RowName>
        {newsletter.description && <Meta>{newsletter.description}</Meta>}
        <Meta>
          {newsletter.templateName && (
            <FormattedMessage {...messages.template} values={{ name: newsletter.templateName }} />
          )}
          {newsletter.profileName && (
            <>
              {' · '}
              <FormattedMessage {...messages.profile} values={{ name: newsletter.profileName }} />
            </>
          )}
          {newsletter.sendDate && (
            <>
              {' · '}
              <FormattedMessage
                {...messages.sendDate}
                values={{ date: date(newsletter.sendDate) }}
              />
            </>
          )}
        </Meta>
        {newsletter.progress &&
          (status === planned || status === active || status === sent || status === stopped) && (
            <Progress data-testid="newsletter-progress">
              <progress
                value={newsletter.progress.sent}
                max={Math.max(newsletter.progress.totalCount, 1)}
                aria-label={newsletter.name}
              />
              <FormattedMessage
                {...messages.progress}
                values={{ sent: newsletter.progress.sent, total: newsletter.progress.totalCount }}
              />
            </Progress>
          )}
        <Meta>
          <FormattedMessage
            {...messages.createdBy}
            values={{
              name: newsletter.creator ?? deleted,
              modifier: newsletter.modifier ?? deleted,
              date: date(newsletter.updatedAt),
            }}
          />
        </Meta>
      </div>
      <Actions>
        {rights.statistics && sentOnce && (
          <Link to={`/WhatsApp/Statistic/${newsletter.id}`} data-testid="newsletter-statistics">
            <FormattedMessage {...messages.statistics} />
          </Link>
        )}
        {rights.add && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => onCopy(newsletter.id)}
            data-testid="newsletter-copy"
          >
            <FormattedMessage {...messages.copy} />
          </Button>
        )}
        {rights.edit &&
          (status === draft || status === readyToSend || wentOutStatuses.includes(status)) && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => onArchive(newsletter)}
              data-testid="newsletter-archive"
            >
              <FormattedMessage {...messages.archive} />
            </Button>
          )}
        {rights.delete && (status === draft || status === readyToSend) && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => onDelete(newsletter)}
            data-testid="newsletter-delete"
          >
            <FormattedMessage {...messages.delete} />
          </Button>
        )}
      </Actions>
    </Row>
  );
}
