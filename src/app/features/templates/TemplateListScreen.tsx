import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TemplateGroup, TemplateListEntry } from '../../../common/templates';
import { Dialog } from '../../components/dialog/Dialog';
import { DateGroups } from '../../components/list/DateGroups';
import { ListFrame } from '../../components/list/ListFrame';
import { ListSort } from '../../components/list/ListSort';
import { usageText, usagesOf } from '../../components/list/usages';
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
import {
  selectTemplateList,
  selectTemplateListAction,
  selectTemplateListFilters,
} from './selectors';
import { archiveRequested, copyRequested, deleteRequested } from './slice';
import { Card, DialogButtons, Intro, LinkButton, Notice, Title, TitleRow } from './styles';
import { templateList, type TemplateQuery } from './templateList';
import { TemplateListFilters } from './TemplateListFilters';
import { TemplateRow } from './TemplateRow';
import { templatesTexts } from './texts';

const { queryChanged, reloaded, pageRequested, closed } = templateList.actions;

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
  const list = useAppSelector(selectTemplateList);
  const filters = useAppSelector(selectTemplateListFilters);
  const action = useAppSelector(selectTemplateListAction);
  const { query } = list;
  const rights = {
    add: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Add'])),
    archive: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Archive'])),
    delete: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppTemplates.Delete'])),
  };
  const [pending, setPending] = useState<Pending>(null);
  // Another account (switched here or in another tab): its templates.
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

  const change = (part: Partial<TemplateQuery>) => dispatch(queryChanged(part));
  const dateOf = useCallback(
    (t: TemplateListEntry) => (query.sort === 'createdAt' ? t.createdAt : t.updatedAt),
    [query.sort],
  );

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
      <ListFrame
        testIdPrefix="template"
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
              testIdPrefix="template"
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
            <TemplateListFilters
              current={query.filters}
              filters={filters}
              onChange={(next) => change({ filters: next })}
            />
          </>
        }
        notices={
          <>
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
          </>
        }
        onRetry={() => dispatch(reloaded())}
        onPage={(page) => dispatch(pageRequested(page))}
      >
        <DateGroups
          testIdPrefix="template"
          rows={templateList.selectRows(list)}
          dateOf={dateOf}
          utcOffsetMinutes={query.utcOffsetMinutes}
          counts={list.extra}
          title={(group, count) => <FormattedMessage {...groupTitles[group]} values={{ count }} />}
          rowKey={(template) => template.id}
          renderRow={(template) => (
            <TemplateRow
              template={template}
              rights={rights}
              busy={action.status === 'busy'}
              onCopy={(id) => dispatch(copyRequested(id))}
              onArchive={(t) => setPending({ kind: 'archive', template: t })}
              onDelete={(t) => setPending({ kind: 'delete', template: t })}
            />
          )}
        />
      </ListFrame>
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
