import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  NewsletterListEntry,
  NewsletterListQuery,
  NewsletterSortField,
} from '../../../common/newsletters';
import {
  groupBoundaries,
  templateGroupOf,
  templateGroups,
  type TemplateGroup,
} from '../../../common/templates';
import { Dialog } from '../../components/dialog/Dialog';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Pager } from '../../components/list/Pager';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectCurrentAccountId } from '../account/selectors';
import { selectHasEveryRight } from '../rights/selectors';
import { errorText } from './errorText';
import { listMessages as messages } from './messages';
import { NewsletterListFilters } from './NewsletterListFilters';
import { NewsletterRow } from './NewsletterRow';
import { selectNewsletterList } from './selectors';
import {
  archiveRequested,
  copyRequested,
  deleteRequested,
  listActionDismissed,
  listClosed,
  listRequested,
} from './slice';
import {
  Card,
  DialogButtons,
  GroupTitle,
  Intro,
  LinkButton,
  Notice,
  Rows,
  Title,
  TitleRow,
  Toolbar,
} from './styles';
import { newslettersTexts } from './texts';

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
    const { status, result, query, filters, action } = useAppSelector(selectNewsletterList);
    const rights = {
      add: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Add'])),
      edit: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Edit'])),
      delete: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Delete'])),
      statistics: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppStatistic.View'])),
    };
    const [pending, setPending] = useState<Pending>(null);
    const accountId = useAppSelector(selectCurrentAccountId);

    useEffect(() => {
      dispatch(listRequested({ utcOffsetMinutes: -new Date().getTimezoneOffset(), skip: 0 }));
      return () => {
        dispatch(listClosed());
      };
    }, [dispatch, accountId]);

    useEffect(() => {
      if (action.status === 'idle') setPending(null);
    }, [action.status]);

    const change = (part: Partial<NewsletterListQuery>) => dispatch(listRequested(part));

    const grouped = useMemo(() => {
      const bounds = groupBoundaries(new Date(), query.utcOffsetMinutes);
      const dateOf = (n: NewsletterListEntry) =>
        query.sort === 'createdAt' ? n.createdAt : n.updatedAt;
      return templateGroups.map((group) => ({
        group,
        entries: (result?.newsletters ?? []).filter(
          (n) => templateGroupOf(dateOf(n), bounds) === group,
        ),
      }));
    }, [result, query.sort, query.utcOffsetMinutes]);

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
        <Toolbar>
          <label>
            <FormattedMessage {...messages.sort} />
            <select
              value={query.sort}
              data-testid="newsletter-sort"
              onChange={(e) => change({ sort: e.target.value as NewsletterSortField, skip: 0 })}
            >
              <option value="updatedAt">{intl.formatMessage(messages.sortUpdatedAt)}</option>
              <option value="createdAt">{intl.formatMessage(messages.sortCreatedAt)}</option>
              <option value="name">{intl.formatMessage(messages.sortName)}</option>
              <option value="status">{intl.formatMessage(messages.sortStatus)}</option>
            </select>
          </label>
          <label>
            <FormattedMessage {...messages.descending} />
            <input
              type="checkbox"
              checked={query.descending}
              onChange={(e) => change({ descending: e.target.checked, skip: 0 })}
            />
          </label>
          <NewsletterListFilters
            query={query}
            filters={filters}
            onChange={(next) => change({ filters: next, skip: 0 })}
          />
        </Toolbar>
        {action.done && (
          <Notice role="status" data-testid="newsletter-done">
            <FormattedMessage {...doneMessages[action.done]} />
          </Notice>
        )}
        {!pending && failure}
        {status === 'failed' && (
          <FaultState
            message={intl.formatMessage(messages.loadFailed)}
            onRetry={() => dispatch(listRequested())}
          />
        )}
        {!result && status !== 'failed' && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {result && result.totalCount === 0 && (
          <Notice data-testid="newsletter-empty">
            <FormattedMessage {...messages.empty} />
          </Notice>
        )}
        {grouped
          .filter(({ entries }) => entries.length > 0)
          .map(({ group, entries }) => (
            <section key={group} aria-label={group} data-testid={`newsletter-group-${group}`}>
              <GroupTitle>
                <FormattedMessage
                  {...groupTitles[group]}
                  values={{ count: result?.newslettersGroupCount[group] ?? entries.length }}
                />
              </GroupTitle>
              <Rows>
                {entries.map((newsletter) => (
                  <NewsletterRow
                    key={newsletter.id}
                    newsletter={newsletter}
                    rights={rights}
                    busy={action.status === 'busy'}
                    onCopy={(id) => dispatch(copyRequested(id))}
                    onArchive={(n) => setPending({ kind: 'archive', newsletter: n })}
                    onDelete={(n) => setPending({ kind: 'delete', newsletter: n })}
                  />
                ))}
              </Rows>
            </section>
          ))}
        {result && (
          <Pager
            testIdPrefix="newsletter"
            skip={query.skip}
            take={query.take}
            total={result.totalCount}
            onSkip={(skip) => change({ skip })}
          />
        )}
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
