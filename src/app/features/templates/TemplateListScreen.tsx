import { usageText, usagesOf } from '../../components/list/usages';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  groupBoundaries,
  templateGroupOf,
  templateGroups,
  type TemplateGroup,
  type TemplateListEntry,
  type TemplateListQuery,
  type TemplateSortField,
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
import {
  errorMessages,
  groupMessages,
  listMessages as messages,
  listValueMessages as valueMessages,
} from './messages';
import { selectTemplateList } from './selectors';
import {
  archiveRequested,
  copyRequested,
  deleteRequested,
  listRequested,
  pollingStopped,
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
import { TemplateListFilters } from './TemplateListFilters';
import { TemplateRow } from './TemplateRow';
import { templatesTexts } from './texts';

const groupTitles = {
  today: groupMessages.groupToday,
  thisWeek: groupMessages.groupThisWeek,
  thisMonth: groupMessages.groupThisMonth,
  older: groupMessages.groupOlder,
} satisfies Record<TemplateGroup, unknown>;

const doneMessages = {
  copy: messages.copied,
  archive: messages.archived,
  delete: messages.deleted,
} as const;

type Pending = { kind: 'archive' | 'delete'; template: TemplateListEntry } | null;

/** The templates overview (WhatsApp_Templates): grouped by date, sorted, filtered, with actions. */
export const TemplateListScreen = withFeatureTexts(templatesTexts, function TemplateListContent() {
  useFeature('templates');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, result, query, filters, action } = useAppSelector(selectTemplateList);
  const rights = {
    add: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Add'])),
    archive: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Archive'])),
    delete: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Delete'])),
  };
  const [pending, setPending] = useState<Pending>(null);
  // Another account (switched here or in another tab): its templates.
  const accountId = useAppSelector(selectCurrentAccountId);

  useEffect(() => {
    dispatch(listRequested({ utcOffsetMinutes: -new Date().getTimezoneOffset(), skip: 0 }));
    return () => {
      dispatch(pollingStopped());
    };
  }, [dispatch, accountId]);

  useEffect(() => {
    if (action.status === 'idle') setPending(null);
  }, [action.status]);

  const change = (part: Partial<TemplateListQuery>) => dispatch(listRequested(part));

  const grouped = useMemo(() => {
    const bounds = groupBoundaries(new Date(), query.utcOffsetMinutes);
    const dateOf = (t: TemplateListEntry) =>
      query.sort === 'createdAt' ? t.createdAt : t.updatedAt;
    return templateGroups.map((group) => ({
      group,
      entries: (result?.templates ?? []).filter(
        (t) => templateGroupOf(dateOf(t), bounds) === group,
      ),
    }));
  }, [result, query.sort, query.utcOffsetMinutes]);

  const errorText = (key: string | null) =>
    intl.formatMessage(
      errorMessages[(key ?? 'unknownError') as keyof typeof errorMessages] ??
        errorMessages.unknownError,
    );
  const usedBy = usageText(intl, usagesOf(action.details));

  return (
    <Card aria-labelledby="templates-title">
      <TitleRow>
        <Title id="templates-title">
          <FormattedMessage {...messages.title} />
        </Title>
        {rights.add && (
          <LinkButton to="/WhatsApp/Templates/Edit" data-testid="template-create">
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
            data-testid="template-sort"
            onChange={(e) => change({ sort: e.target.value as TemplateSortField, skip: 0 })}
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
        <TemplateListFilters
          query={query}
          filters={filters}
          onChange={(next) => change({ filters: next, skip: 0 })}
        />
      </Toolbar>
      {action.done && (
        <Notice role="status" data-testid="template-done">
          <FormattedMessage {...doneMessages[action.done]} />
        </Notice>
      )}
      {action.status === 'failed' && !pending && (
        <Notice $tone="danger" role="alert" data-testid="template-error">
          {errorText(action.errorKey)}
          {usedBy && (
            <>
              {' '}
              <FormattedMessage {...valueMessages.usedBy} values={{ names: usedBy }} />
            </>
          )}
        </Notice>
      )}
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
        <Notice>
          <FormattedMessage {...messages.empty} />
        </Notice>
      )}
      {grouped
        .filter(({ entries }) => entries.length > 0)
        .map(({ group, entries }) => (
          <section key={group} aria-label={group} data-testid={`template-group-${group}`}>
            <GroupTitle>
              <FormattedMessage
                {...groupTitles[group]}
                values={{ count: result?.templatesGroupCount[group] ?? entries.length }}
              />
            </GroupTitle>
            <Rows>
              {entries.map((template) => (
                <TemplateRow
                  key={template.id}
                  template={template}
                  rights={rights}
                  busy={action.status === 'busy'}
                  onCopy={(id) => dispatch(copyRequested(id))}
                  onArchive={(t) => setPending({ kind: 'archive', template: t })}
                  onDelete={(t) => setPending({ kind: 'delete', template: t })}
                />
              ))}
            </Rows>
          </section>
        ))}
      {result && (
        <Pager
          testIdPrefix="template"
          skip={query.skip}
          take={query.take}
          total={result.totalCount}
          onSkip={(skip) => change({ skip })}
        />
      )}
      {pending && (
        <Dialog
          title={intl.formatMessage(
            pending.kind === 'archive' ? messages.confirmArchiveTitle : messages.confirmDeleteTitle,
          )}
          onClose={() => setPending(null)}
          testId="template-confirm"
        >
          <p>
            <FormattedMessage
              {...(pending.kind === 'archive'
                ? valueMessages.confirmArchiveText
                : valueMessages.confirmDeleteText)}
              values={{ name: pending.template.name }}
            />
          </p>
          {action.status === 'failed' && (
            <Notice $tone="danger" role="alert" data-testid="template-confirm-error">
              {errorText(action.errorKey)}
              {usedBy && (
                <>
                  {' '}
                  <FormattedMessage {...valueMessages.usedBy} values={{ names: usedBy }} />
                </>
              )}
            </Notice>
          )}
          <DialogButtons>
            <Button type="button" $variant="secondary" onClick={() => setPending(null)}>
              <FormattedMessage {...messages.cancel} />
            </Button>
            <Button
              type="button"
              disabled={action.status === 'busy'}
              data-testid="template-confirm-yes"
              onClick={() =>
                dispatch(
                  pending.kind === 'archive'
                    ? archiveRequested([pending.template.id])
                    : deleteRequested([pending.template.id]),
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
});
