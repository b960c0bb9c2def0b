import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { NoticeBox } from '../../components/status/NoticeBox';
import { ItemInOtherAccount } from '../itemAccount/ItemInOtherAccount';
import { statisticMessages as messages } from './messages';

/** The statistics' base route: without an id it opens the newsletter sent last. */
export const statisticListPath = '/WhatsApp/Statistic';

/**
 * A statistics link to a newsletter this account does not have (a typed id, another account's
 * link): when another account of the user holds it, offers to switch there (issue 23);
 * otherwise says so in words instead of showing the bare id, and leads back to the statistics.
 */
export function NewsletterNotFound({ id }: { id: string }) {
  const itemId = Number(id);
  if (!Number.isSafeInteger(itemId) || itemId < 1) return <NotFound id={id} />;
  return (
    <ItemInOtherAccount kind="whatsAppNewsletter" id={itemId}>
      <NotFound id={id} />
    </ItemInOtherAccount>
  );
}

function NotFound({ id }: { id: string }) {
  return (
    <NoticeBox aria-labelledby="statistics-not-found-title" data-testid="statistics-not-found">
      <h2 id="statistics-not-found-title">
        <FormattedMessage {...messages.notFoundTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.notFoundText} values={{ id }} />
      </p>
      <Link to={statisticListPath} data-testid="statistics-not-found-back">
        <FormattedMessage {...messages.notFoundBack} />
      </Link>
    </NoticeBox>
  );
}
