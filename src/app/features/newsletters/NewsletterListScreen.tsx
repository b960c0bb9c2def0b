import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NewsletterListEntry } from '../../../common/newsletters';
import type { TemplateGroup } from '../../../common/templates';
import { Dialog } from '../../components/dialog/Dialog';
import { DateGroups } from '../../components/list/DateGroups';
import { ListFrame } from '../../components/list/ListFrame';
import { ListSort } from '../../components/list/ListSort';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectCurrentAccountId } from '../account/selectors';
import { selectHasEveryRight } from '../rights/selectors';
import { errorText } from './errorText';
import { listMessages as messages } from './messages';
import { NewsletterListFilters } from './NewsletterListFilters';
import { newsletterList, type NewsletterQuery } from './newsletterList';
import { NewsletterRow } from './NewsletterRow';
import {
  selectNewsletterList,
  selectNewsletterListAction,
  selectNewsletterListFilters,
} from './selectors';
import { archiveRequested, copyRequested, deleteRequested, listActionDismissed } from './slice';
import { DialogButtons, Card, Intro, LinkButton, Notice, Title, TitleRow } from './styles';
import { newslettersTexts } from './texts';

const { queryChanged, reloaded, pageRequested, closed } = newsletterList.actions;

const groupTitles = {
  today: messages.groupToday,
  thisWeek: messages.groupThisWeek,
  thisMonth: messages.groupThisMonth,
  older: messages.groupOlder,
} satisfies Record<TemplateGroup, unknown>;

const doneMessages = {
  copy: messages.copied,
  archive: messages.archived,
  delete: messages.deleted,
} as const;

type Pending = { kind: 'archive' | 'delete'; newsletter: NewsletterListEntry } | null;

/** The newsletters overview (WhatsApp_Overview): grouped by date, sorted, filtered, with actions. */
export const NewsletterListScreen = withFeatureTexts(
  newslettersTexts,
  function NewsletterListContent() {
    useFeature('newsletters');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const list = useAppSelector(selectNewsletterList);
    const filters = useAppSelector(selectNewsletterListFilters);
    const action = useAppSelector(selectNewsletterListAction);
    const { query } = list;
    const rights = {
      add: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Add'])),
      edit: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Edit'])),
      delete: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Delete'])),
      statistics: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppStatistic.View'])),
    };
    const [pending, setPending] = useState<Pending>(null);
    const accountId = useAppSelector(selectCurrentAccountId);

    useEffect(() => {
      dispatch(queryChanged({ utcOffsetMinutes: -new Date().getTimezoneOffset() }));
      return () => {
        dispatch(closed());
      };
    }, [dispatch, accountId]);

    useEffect(() => {
      if (action.status === 'idle') setPending(null);
    }, [action.status]);

    const change = (part: Partial<NewsletterQuery>) => dispatch(queryChanged(part));
    const dateOf = useCallback(
      (n: NewsletterListEntry) => (query.sort === 'createdAt' ? n.createdAt : n.updatedAt),
      [query.sort],
    );

    const refused = action.details
      .map((d) => String(d.params?.name ?? ''))
      .filter(Boolean)
      .join(', ');
    const failure = action.status === 'failed' && (
      <Notice $tone="danger" role="alert" data-testid="newsletter-error">
        {errorText(intl, action.errorKey)}
        {refused && (
          <>
            {' '}
            <FormattedMessage {...messages.refusedList} values={{ names: refused }} />
          </>
        )}
      </Notice>
    );

    return (
      <Card aria-labelledby="newsletters-title">
        <TitleRow>
          <Title id="newsletters-title">
            <FormattedMessage {...messages.title} />
          </Title>
          {rights.add && (
            <LinkButton to="/WhatsApp/Campaigns/CreateWithTemplate" data-testid="newsletter-create">
              <FormattedMessage {...messages.create} />
            </LinkButton>
          )}
        </TitleRow>
        <Intro>
          <FormattedMessage {...messages.intro} />
        </Intro>
        <ListFrame
          testIdPrefix="newsletter"
          list={list}
          paged
          texts={{
            loading: intl.formatMessage(messages.loading),
            failed: intl.formatMessage(messages.loadFailed),
            empty: <FormattedMessage {...messages.empty} />,
          }}
          toolbar={
            <>
              <ListSort
                testIdPrefix="newsletter"
                labels={{
                  sort: intl.formatMessage(messages.sort),
                  descending: intl.formatMessage(messages.descending),
                }}
                fields={[
                  { value: 'updatedAt', label: intl.formatMessage(messages.sortUpdatedAt) },
                  { value: 'createdAt', label: intl.formatMessage(messages.sortCreatedAt) },
                  { value: 'name', label: intl.formatMessage(messages.sortName) },
                  { value: 'status', label: intl.formatMessage(messages.sortStatus) },
                ]}
                sort={query.sort}
                descending={query.descending}
                onChange={change}
              />
              <NewsletterListFilters
                current={query.filters}
                filters={filters}
                onChange={(next) => change({ filters: next })}
              />
            </>
          }
          notices={
            <>
              {action.done && (
                <Notice role="status" data-testid="newsletter-done">
                  <FormattedMessage {...doneMessages[action.done]} />
                </Notice>
              )}
              {!pending && failure}
            </>
          }
          onRetry={() => dispatch(reloaded())}
          onPage={(page) => dispatch(pageRequested(page))}
        >
          <DateGroups
            testIdPrefix="newsletter"
            rows={newsletterList.selectRows(list)}
            dateOf={dateOf}
            utcOffsetMinutes={query.utcOffsetMinutes}
            counts={list.extra}
            title={(group, count) => (
              <FormattedMessage {...groupTitles[group]} values={{ count }} />
            )}
            rowKey={(newsletter) => newsletter.id}
            renderRow={(newsletter) => (
              <NewsletterRow
                newsletter={newsletter}
                rights={rights}
                busy={action.status === 'busy'}
                onCopy={(id) => dispatch(copyRequested(id))}
                onArchive={(n) => setPending({ kind: 'archive', newsletter: n })}
                onDelete={(n) => setPending({ kind: 'delete', newsletter: n })}
              />
            )}
          />
        </ListFrame>
        {pending && (
          <Dialog
            title={intl.formatMessage(
              pending.kind === 'archive'
                ? messages.confirmArchiveTitle
                : messages.confirmDeleteTitle,
            )}
            onClose={() => {
              setPending(null);
              dispatch(listActionDismissed());
            }}
            testId="newsletter-confirm"
          >
            <p>
              <FormattedMessage
                {...(pending.kind === 'archive'
                  ? messages.confirmArchiveText
                  : messages.confirmDeleteText)}
                values={{ name: pending.newsletter.name }}
              />
            </p>
            {failure}
            <DialogButtons>
              <Button type="button" $variant="secondary" onClick={() => setPending(null)}>
                <FormattedMessage {...messages.cancel} />
              </Button>
              <Button
                type="button"
                disabled={action.status === 'busy'}
                data-testid="newsletter-confirm-yes"
                onClick={() =>
                  dispatch(
                    pending.kind === 'archive'
                      ? archiveRequested([pending.newsletter.id])
                      : deleteRequested([pending.newsletter.id]),
                  )
                }
              >
                <FormattedMessage {...messages.confirm} />
              </Button>
            </DialogButtons>
          </Dialog>
        )}
      </Card>
    );
  },
);
