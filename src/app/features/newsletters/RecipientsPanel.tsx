import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  exclusionReasons,
  NewsletterStatus,
  type ExclusionReason,
  type NewsletterDto,
  type RecipientDetail,
} from '../../../common/newsletters';
import { statisticTabs } from '../../../common/statistics';
import { cultures } from '../../../common/subscribers';
import { AddToGroupForm } from '../../components/addToGroup/AddToGroupForm';
import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { ListFrame } from '../../components/list/ListFrame';
import { SelectionBar } from '../../components/list/SelectionBar';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasEveryRight } from '../rights/selectors';
import { errorText } from './errorText';
import { reasonMessages, recipientMessages as messages } from './messages';
import { recipientList, type RecipientList } from './recipientList';
import { selectNewsletterEditor, selectRecipientList } from './selectors';
import { addToGroupRequested, detailsClosed, recipientsRequested } from './slice';
import { Meta, Notice, Panel, Table } from './styles';

const cultureName = (id: string) => cultures.find((c) => c.id === id)?.name ?? id;
const nameOf = (s: RecipientDetail) => [s.firstname, s.lastname].filter(Boolean).join(' ');
const { actions } = recipientList;

/** Put the ticked people (or all of the list) into a new group (a name) or an existing one. */
function AddToGroup() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { profiles, addToGroup } = useAppSelector(selectNewsletterEditor);
  const list = useAppSelector(selectRecipientList);
  return (
    <AddToGroupForm
      profiles={profiles}
      state={addToGroup}
      failure={errorText(intl, addToGroup.errorKey)}
      testIdPrefix="newsletter"
      disabled={recipientList.selectionCount(list) === 0}
      onAdd={(target) => dispatch(addToGroupRequested(target))}
    />
  );
}

/**
 * The detail list of the effective or (one reason's) excluded people, telnr ascending, 50 a
 * page (the list kit); rows can be ticked, the visible ones or all N, to put them into a group.
 */
function Details() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { detailsOpen } = useAppSelector(selectNewsletterEditor);
  const list = useAppSelector(selectRecipientList);
  const mayAddToGroup = useAppSelector((s) => selectHasEveryRight(s, ['SubscriberGroup.Edit']));
  if (!detailsOpen) return null;
  const excluded = list.query.list === 'excluded';
  const rows = recipientList.selectRows(list);
  return (
    <section data-testid="newsletter-details">
      <ListFrame
        testIdPrefix="newsletter-details"
        list={list}
        texts={{
          loading: intl.formatMessage(messages.detailsLoading),
          failed: intl.formatMessage(messages.detailsFailed),
          empty: intl.formatMessage(messages.detailsEmpty),
        }}
        selection={
          mayAddToGroup && (
            <SelectionBar
              testIdPrefix="newsletter-details-"
              list={list}
              selectedText={(count) => intl.formatMessage(messages.selected, { count })}
              onToggleVisible={() => dispatch(actions.visibleToggled())}
              onSelectAll={() => dispatch(actions.allOfFilterSelected())}
            />
          )
        }
        paged
        onRetry={() => dispatch(actions.reloaded())}
        onPage={(page) => dispatch(actions.pageRequested(page))}
      >
        {rows.length > 0 && (
          <ScrollRegion label={intl.formatMessage(messages.title)}>
            <Table>
              <thead>
                <tr>
                  {mayAddToGroup && (
                    <th>
                      <FormattedMessage {...messages.columnSelect} />
                    </th>
                  )}
                  <th>
                    <FormattedMessage {...messages.columnTelnr} />
                  </th>
                  <th>
                    <FormattedMessage {...messages.columnName} />
                  </th>
                  <th>
                    <FormattedMessage {...messages.columnLanguage} />
                  </th>
                  {excluded && (
                    <th>
                      <FormattedMessage {...messages.columnReason} />
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.uniqueId} data-testid="newsletter-detail-row">
                    {mayAddToGroup && (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={intl.formatMessage(messages.selectRow, {
                            name: nameOf(s) || s.telnr || intl.formatMessage(messages.noNumber),
                          })}
                          checked={list.allOfFilter || list.selected.includes(s.uniqueId)}
                          onChange={() => dispatch(actions.rowToggled(s.uniqueId))}
                        />
                      </td>
                    )}
                    <td>{s.telnr ?? intl.formatMessage(messages.noNumber)}</td>
                    <td>{nameOf(s)}</td>
                    <td>{cultureName(s.culture)}</td>
                    {excluded && (
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
      </ListFrame>
      {mayAddToGroup && <AddToGroup />}
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
    dispatch(actions.queryChanged({ recipients: recipients.query, list, reason }));
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
