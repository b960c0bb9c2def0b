import type { RootState } from '../../store/rootReducer';
import { eventChannel, type SagaIterator } from 'redux-saga';
import { call as rawCall, take as rawTake } from 'redux-saga/effects';
import {
  all,
  call,
  delay,
  fork,
  put,
  race,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import {
  extensionOf,
  isAllowedExtension,
  maxUploadBytes,
  type MediaFolderContents,
} from '../../../common/media';
import type { SubscriberField, TextComponent } from '../../../common/subscribers';
import {
  TemplateStatus,
  type TemplateContent,
  type TemplateEditorState,
  type TemplateFilters,
  type TemplateListEntry,
} from '../../../common/templates';
import type { ApiErrorDetail } from '../../../common/validation';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { getFolderContents, startUpload, type UploadEvent } from '../../api/media';
import { getSubscriberFields } from '../../api/subscribers';
import {
  deleteTemplates,
  getTemplate,
  getTemplateFilters,
  getTextComponents,
  patchTemplateArchive,
  postTemplate,
  postTemplateApproval,
  postTemplateCopy,
  postTemplateList,
} from '../../api/templates';
import { runAssetSearch } from '../media/assetSearch';
import { recordVisit } from '../search/recordVisit';
import { callApi } from '../../auth/callApi';
import { accountSwitched } from '../../store/accountEvents';
import { postPlaceholder } from '../../platform/placeholderMessage';
import { navigateTo } from '../../routes/navigator';
import { takeHeldFile } from '../media/heldFiles';
import { createListSaga, type PageRequest } from '../../components/list/listSaga';
import type { ListPage } from '../../components/list/listSlice';
import { selectTemplateList } from './selectors';
import { templateList, type TemplateGroupCounts, type TemplateQuery } from './templateList';
import {
  archiveRequested,
  copyRequested,
  deleteRequested,
  editorClosed,
  editorLoaded,
  editorLoadFailed,
  editorRequested,
  editorReviewed,
  placeholdersLoaded,
  placeholdersLoadFailed,
  placeholderChosen,
  placeholdersRequested,
  filtersLoaded,
  listActionFailed,
  listActionSucceeded,
  mediaLoaded,
  mediaLoadFailed,
  mediaRequested,
  mediaSearchChanged,
  mediaSearchFailed,
  mediaSearchLoaded,
  saveFailed,
  saveRequested,
  saveSucceeded,
  uploadFailed,
  uploadRequested,
  uploadSucceeded,
  type ListAction,
} from './slice';

/** How often the list asks again while a template is in review. */
export const templatePollMs = 2000;

export const templateEditPath = (id: number) => `/WhatsApp/Templates/Edit/${id}`;

const detailsOf = (error: unknown): ApiErrorDetail[] => {
  const details = (error as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? (details as ApiErrorDetail[]) : [];
};

const anyInReview = (templates: TemplateListEntry[]) =>
  templates.some((t) => t.status === TemplateStatus.check);

/** One page of the overview: the list kit's paging on the spec's list call. */
export async function fetchTemplatePage(
  query: TemplateQuery,
  page: PageRequest,
): Promise<ListPage<TemplateListEntry, TemplateGroupCounts>> {
  const result = await postTemplateList({ ...query, skip: page.skip, take: page.take });
  return { items: result.templates, total: result.totalCount, extra: result.templatesGroupCount };
}

/** The overview: pages by the list kit, asked again while a template is in review, so the webhook's verdict shows without a reload. */
export const templateListSaga = createListSaga({
  list: templateList,
  // Called lazily: selectors.ts loads this module through ./feature, so it is not yet defined here.
  selectList: (state: RootState) => selectTemplateList(state),
  fetchPage: fetchTemplatePage,
  poll: { everyMs: templatePollMs, while: anyInReview },
});

/** The filter choices, asked again with each new query (a new language may be in use). */
export function* loadFiltersSaga(): SagaIterator<void> {
  try {
    const filters = yield* call(callApi<[], TemplateFilters>, getTemplateFilters);
    yield* put(filtersLoaded(filters));
  } catch {
    // The filters keep the choices they had; the list itself says when it failed.
  }
}

/** Asks for the open template again until its review ends; the verdict replaces the editor's state. */
export function* pollEditorWhileInReview(id: number): SagaIterator<void> {
  for (;;) {
    yield* delay(templatePollMs);
    try {
      const state = yield* call(callApi<[number], TemplateEditorState>, getTemplate, id);
      if (state.template.status !== TemplateStatus.check) {
        yield* put(editorReviewed(state));
        return;
      }
    } catch (error) {
      if (isAbortError(error)) return;
    }
  }
}

/**
 * The open editor follows the review verdict as the list does: from a template shown in review
 * until the verdict, another template is opened or the editor closes.
 */
export function* watchEditorReview(): SagaIterator<void> {
  for (;;) {
    const action = yield* take([editorLoaded, saveSucceeded]);
    const { template } = editorLoaded.match(action) ? action.payload : action.payload.state;
    if (template.status !== TemplateStatus.check) continue;
    yield* race({
      poll: rawCall(pollEditorWhileInReview, template.id),
      stop: rawTake([editorClosed.type, editorRequested.type, accountSwitched.type]),
    });
  }
}

function* listAction(kind: ListAction, run: () => Promise<unknown>): SagaIterator<unknown> {
  try {
    const answer = yield* call(callApi<[], unknown>, run);
    yield* put(listActionSucceeded(kind));
    return answer;
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(
        listActionFailed({ kind, errorKey: errorKeyOf(error), details: detailsOf(error) }),
      );
    }
    return null;
  }
}

/** A copy is an editable draft: the editor opens it. */
export function* copySaga(action: ReturnType<typeof copyRequested>): SagaIterator<void> {
  const copy = (yield* listAction('copy', () =>
    postTemplateCopy(action.payload),
  )) as TemplateEditorState | null;
  if (copy) yield* call(navigateTo, templateEditPath(copy.template.id));
}

export function* archiveSaga(action: ReturnType<typeof archiveRequested>): SagaIterator<void> {
  yield* listAction('archive', () => patchTemplateArchive(action.payload));
  yield* put(templateList.actions.reloaded());
}

export function* deleteSaga(action: ReturnType<typeof deleteRequested>): SagaIterator<void> {
  yield* listAction('delete', () => deleteTemplates(action.payload));
  yield* put(templateList.actions.reloaded());
}

export function* loadEditorSaga(action: ReturnType<typeof editorRequested>): SagaIterator<void> {
  try {
    const state = yield* call(callApi<[number], TemplateEditorState>, getTemplate, action.payload);
    yield* put(editorLoaded(state));
    if (state.template.id !== 0) {
      yield* fork(recordVisit, {
        source: 'whatsAppTemplates' as const,
        itemId: String(state.template.id),
        title: state.template.name,
        url: templateEditPath(state.template.id),
      });
    }
  } catch (error) {
    if (!isAbortError(error)) yield* put(editorLoadFailed(errorKeyOf(error)));
  }
}

/** Saves; a new template's editor moves to its id. Then, if asked, submits for approval. */
export function* saveSaga(action: ReturnType<typeof saveRequested>): SagaIterator<void> {
  const { id, content, thenSubmit } = action.payload;
  try {
    let state = yield* call(
      callApi<[number, TemplateContent], TemplateEditorState>,
      postTemplate,
      id,
      content,
    );
    // Stored first, so the editor that moves to the new id keeps it instead of loading again.
    if (id === 0 || thenSubmit) yield* put(saveSucceeded({ state, done: 'saved' }));
    if (id === 0) yield* call(navigateTo, templateEditPath(state.template.id), { replace: true });
    if (thenSubmit) {
      yield* call(callApi<[number], unknown>, postTemplateApproval, state.template.id);
      state = yield* call(callApi<[number], TemplateEditorState>, getTemplate, state.template.id);
    }
    yield* put(saveSucceeded({ state, done: thenSubmit ? 'submitted' : 'saved' }));
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(saveFailed({ errorKey: errorKeyOf(error), fieldErrors: detailsOf(error) }));
  }
}

/** Subscriber fields and text components for the placeholder choosers, once per visit. */
export function* loadPlaceholdersSaga(): SagaIterator<void> {
  try {
    const [fields, textComponents] = (yield* all([
      rawCall(callApi<[], SubscriberField[]>, getSubscriberFields),
      rawCall(callApi<[], TextComponent[]>, getTextComponents),
    ])) as [SubscriberField[], TextComponent[]];
    yield* put(placeholdersLoaded({ fields, textComponents }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(placeholdersLoadFailed());
  }
}

export function* postPlaceholderSaga(action: ReturnType<typeof placeholderChosen>) {
  yield* call(postPlaceholder, `{{${action.payload}}}`);
}

export function* loadMediaSaga(action: ReturnType<typeof mediaRequested>): SagaIterator<void> {
  try {
    yield* put(
      mediaLoaded(
        yield* call(
          callApi<[number | null], MediaFolderContents>,
          getFolderContents,
          action.payload,
        ),
      ),
    );
  } catch (error) {
    if (!isAbortError(error)) yield* put(mediaLoadFailed());
  }
}

/** A new header image: uploaded to the media database's top level, used by its path. */
export function* uploadSaga(action: ReturnType<typeof uploadRequested>): SagaIterator<void> {
  const file = takeHeldFile(action.payload);
  if (!file) return;
  // The upload rules of spec section 5, before anything is sent (the server checks them again).
  if (!isAllowedExtension(extensionOf(file.name))) {
    yield* put(uploadFailed('extensionNotAllowed'));
    return;
  }
  if (file.size > maxUploadBytes) {
    yield* put(uploadFailed('fileTooLarge'));
    return;
  }
  const channel = yield* call(() =>
    eventChannel<UploadEvent>((emit) => startUpload(file, null, emit)),
  );
  try {
    for (;;) {
      const event = yield* take(channel);
      if (event.type === 'done') {
        const { url, name } = event.result.asset;
        yield* put(uploadSucceeded({ path: url.replace(/^\/Media\//, ''), name }));
        return;
      }
      if (event.type === 'failed') {
        yield* put(uploadFailed(errorKeyOf(event.error)));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

function* mediaSearchSaga(action: ReturnType<typeof mediaSearchChanged>): SagaIterator<void> {
  yield* call(runAssetSearch, action.payload, mediaSearchLoaded, mediaSearchFailed);
}

export function* templatesSaga(): SagaIterator<void> {
  yield* takeLatest(mediaSearchChanged, mediaSearchSaga);
  yield* takeLatest(templateList.actions.queryChanged, loadFiltersSaga);
  yield* takeLeading(copyRequested, copySaga);
  yield* takeLeading(archiveRequested, archiveSaga);
  yield* takeLeading(deleteRequested, deleteSaga);
  yield* takeLatest(editorRequested, loadEditorSaga);
  yield* takeLeading(saveRequested, saveSaga);
  yield* takeLeading(placeholdersRequested, loadPlaceholdersSaga);
  yield* takeEvery(placeholderChosen, postPlaceholderSaga);
  yield* takeLatest(mediaRequested, loadMediaSaga);
  yield* takeLatest(uploadRequested, uploadSaga);
  yield* fork(watchEditorReview);
  yield* call(templateListSaga);
}
