import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  exclusionReasons,
  NewsletterStatus,
  type ExclusionReason,
  type NewsletterDto,
} from '../../../common/newsletters';
import { statisticTabs } from '../../../common/statistics';
import { cultures } from '../../../common/subscribers';
import { AddToGroupForm } from '../../components/addToGroup/AddToGroupForm';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasEveryRight } from '../rights/selectors';
import { errorText } from './errorText';
import { reasonMessages, recipientMessages as messages } from './messages';
import { selectNewsletterEditor } from './selectors';
import {
  addToGroupRequested,
  detailPageSize,
  detailsClosed,
  detailsRequested,
  recipientsRequested,
  type RecipientList,
} from './slice';
import { Inline, Meta, Notice, Panel, Table } from './styles';

const cultureName = (id: string) => cultures.find((c) => c.id === id)?.name ?? id;

/** Put the shown list's people into a new group (a name) or an existing one. */
function AddToGroup({ list }: { list: RecipientList }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { profiles, addToGroup } = useAppSelector(selectNewsletterEditor);
  return (
    <AddToGroupForm
      profiles={profiles}
      state={addToGroup}
      failure={errorText(intl, addToGroup.errorKey)}
      testIdPrefix="newsletter"
      onAdd={(target) => dispatch(addToGroupRequested({ list, ...target }))}
    />
  );
}

/** The detail list of the effective or (one reason's) excluded people, telnr ascending, paged. */
function Details() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { details } = useAppSelector(selectNewsletterEditor);
  const mayAddToGroup = useAppSelector((s) => selectHasEveryRight(s, ['SubscriberGroup.Edit']));
  if (!details.list) return null;
  const { list, reason, skip, page } = details;
  const total = page?.totalCount ?? 0;
  return (
    <section data-testid="newsletter-details">
      {details.status === 'loading' && !page && (
        <Meta>
          <FormattedMessage {...messages.detailsLoading} />
        </Meta>
      )}
      {details.status === 'failed' && (
        <Notice $tone="danger" role="alert">
          <FormattedMessage {...messages.detailsFailed} />
        </Notice>
      )}
      {page && (
        <ScrollRegion label={intl.formatMessage(messages.title)}>
          <Table>
            <thead>
              <tr>
                <th>
                  <FormattedMessage {...messages.columnTelnr} />
                </th>
                <th>
                  <FormattedMessage {...messages.columnName} />
                </th>
                <th>
                  <FormattedMessage {...messages.columnLanguage} />
                </th>
                {list === 'excluded' && (
                  <th>
                    <FormattedMessage {...messages.columnReason} />
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {page.subscribers.map((s) => (
                <tr key={s.uniqueId} data-testid="newsletter-detail-row">
                  <td>{s.telnr ?? intl.formatMessage(messages.noNumber)}</td>
                  <td>{[s.firstname, s.lastname].filter(Boolean).join(' ')}</td>
                  <td>{cultureName(s.culture)}</td>
                  {list === 'excluded' && (
                    <td>
                      {s.exclusionReason && intl.formatMessage(reasonMessages[s.exclusionReason])}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      {total > detailPageSize && (
        <Inline>
          <Button
            type="button"
            $variant="secondary"
            disabled={skip === 0}
            onClick={() =>
              dispatch(detailsRequested({ list, reason, skip: Math.max(0, skip - detailPageSize) }))
            }
          >
            ‹
          </Button>
          {skip + 1}–{Math.min(skip + detailPageSize, total)} / {total}
          <Button
            type="button"
            $variant="secondary"
            disabled={skip + detailPageSize >= total}
            onClick={() =>
              dispatch(detailsRequested({ list, reason, skip: skip + detailPageSize }))
            }
          >
            ›
          </Button>
        </Inline>
      )}
      {mayAddToGroup && <AddToGroup list={list} />}
      <Button type="button" $variant="secondary" onClick={() => dispatch(detailsClosed())}>
        <FormattedMessage {...messages.hideDetails} />
      </Button>
    </section>
  );
}

/** Who receives the newsletter and who does not, and why (spec section 7). */
/**
 * A newsletter whose recipients were fixed at its send start (planned, sending, sent) shows the
 * figures kept then, as its header and statistics do, not the group as it is today.
 */
function KeptRecipients({ newsletter }: { newsletter: NewsletterDto }) {
  const mayStatistics = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppStatistic.View']));
  const effective = newsletter.effectiveRecipients ?? 0;
  const excluded = newsletter.excludedRecipients ?? 0;
  return (
    <>
      <p data-testid="newsletter-effective" data-count={effective}>
        <FormattedMessage {...messages.effective} values={{ count: effective }} />
      </p>
      <p data-testid="newsletter-excluded" data-count={excluded}>
        <FormattedMessage {...messages.excluded} values={{ count: excluded }} />
      </p>
      <Meta>
        <FormattedMessage {...messages.atSendStart} />
      </Meta>
      {mayStatistics && newsletter.status !== NewsletterStatus.planned && (
        <Link to={`/WhatsApp/Statistic/${newsletter.id}/${statisticTabs.indexOf('recipients')}`}>
          <FormattedMessage {...messages.atSendStartDetails} />
        </Link>
      )}
    </>
  );
}

export function RecipientsPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { recipients, state } = useAppSelector(selectNewsletterEditor);
  if (state && !state.editable && state.newsletter.effectiveRecipients !== null) {
    return (
      <Panel data-testid="newsletter-recipients">
        <legend>
          <FormattedMessage {...messages.title} />
        </legend>
        <KeptRecipients newsletter={state.newsletter} />
      </Panel>
    );
  }
  const show = (list: RecipientList, reason: ExclusionReason | null = null) =>
    dispatch(detailsRequested({ list, reason, skip: 0 }));
  return (
    <Panel data-testid="newsletter-recipients">
      <legend>
        <FormattedMessage {...messages.title} />
      </legend>
      {recipients.status === 'idle' && (
        <Meta>
          <FormattedMessage {...messages.noGroup} />
        </Meta>
      )}
      {recipients.status === 'loading' && (
        <Meta>
          <FormattedMessage {...messages.counting} />
        </Meta>
      )}
      {recipients.status === 'failed' && (
        <Notice $tone="danger" role="alert" data-testid="newsletter-count-failed">
          <FormattedMessage {...messages.countFailed} />{' '}
          {recipients.query && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => dispatch(recipientsRequested(recipients.query!))}
            >
              <FormattedMessage {...messages.retry} />
            </Button>
          )}
        </Notice>
      )}
      {recipients.status === 'loaded' && recipients.excluded && (
        <>
          <p data-testid="newsletter-effective" data-count={recipients.effective}>
            <FormattedMessage
              {...messages.effective}
              values={{ count: recipients.effective ?? 0 }}
            />{' '}
            <Button type="button" $variant="secondary" onClick={() => show('effective')}>
              <FormattedMessage {...messages.showEffective} />
            </Button>
          </p>
          <p data-testid="newsletter-excluded" data-count={recipients.excluded.count}>
            <FormattedMessage
              {...messages.excluded}
              values={{ count: recipients.excluded.count }}
            />{' '}
            <Button type="button" $variant="secondary" onClick={() => show('excluded')}>
              <FormattedMessage {...messages.showExcluded} />
            </Button>
          </p>
          <ul>
            {exclusionReasons.map((reason) => {
              const count =
                recipients.excluded?.exclusionReasons.find((r) => r.exclusionReason === reason)
                  ?.count ?? 0;
              return count === 0 ? null : (
                <li key={reason} data-testid={`newsletter-reason-${reason}`} data-count={count}>
                  <button type="button" onClick={() => show('excluded', reason)}>
                    <FormattedMessage
                      {...messages.reasonCount}
                      values={{ reason: intl.formatMessage(reasonMessages[reason]), count }}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Details />
    </Panel>
  );
}
