import type { SagaIterator } from 'redux-saga';
import { call as rawCall, take as rawTake } from 'redux-saga/effects';
import { all, call, delay, fork, put, race, select, take } from 'typed-redux-saga';
import {
  validateCalls,
  type EffectiveRecipientCount,
  type ExcludedSubscriberCount,
  type NewsletterContent,
  type NewsletterEditorState,
  type NewsletterTemplateOption,
  type PersonalizedPreview,
  type PriceInformation,
  type RecipientQuery,
  type SendInformation,
  type TestSendResult,
  type ValidateCall,
  type ValidationEntry,
  newsletterPath,
} from '../../../common/newsletters';
import { recordVisit } from '../search/recordVisit';
import type { NextSubscriberResult, SubscriberProfile } from '../../../common/subscribers';
import {
  getEffectiveCount,
  getExcludedCount,
  getNewsletter,
  getNewsletterTemplates,
  getNextSubscriber,
  getPersonalizedPreview,
  getPriceInformation,
  getSendInformation,
  getStaticProfiles,
  postNewsletter,
  postStartSending,
  postStopSending,
  postUnschedule,
  postTestSend,
  postValidate,
} from '../../api/newsletters';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import { navigateTo } from '../../routes/navigator';
import { detailsOf, newsletterEditPath } from './listSagas';
import { recountedSaga } from './recipientSagas';
import { selectNewsletterEditor } from './selectors';
import {
  checkFailed,
  checkRequested,
  checkSucceeded,
  choicesLoaded,
  editorClosed,
  editorLoaded,
  editorLoadFailed,
  editorRequested,
  previewFailed,
  previewLoaded,
  previewRequested,
  recipientsLoaded,
  recipientsLoadFailed,
  recipientsRequested,
  saveFailed,
  saveRequested,
  saveSucceeded,
  sendFailed,
  sendInformationLoaded,
  sendRequested,
  sendSettled,
  templatesRequested,
  testSendFailed,
  testSendSucceeded,
} from './slice';

/** Spec section 4: send information is asked for every 5 seconds while a send runs. */
export const sendPollMs = 5000;

/** Sending has started, is not finished and was not stopped: the progress must be polled. */
export const isSending = (info: SendInformation) =>
  info.sendingStarted && !info.distributionFinished && !info.stopped;

/** The recipient question the saved newsletter asks (null while it has no group). */
export const recipientQueryOf = (
  content: Pick<
    NewsletterContent,
    'profileId' | 'sendToSubscribersWithUnknownDOI' | 'sendToSubscribersWithDifferentLanguage'
  >,
  culture: string,
): RecipientQuery | null =>
  content.profileId
    ? {
        profileId: content.profileId,
        newsletterCultureId: culture,
        sendToDOIUnknown: content.sendToSubscribersWithUnknownDOI,
        sendToOtherLanguage: content.sendToSubscribersWithDifferentLanguage,
      }
    : null;

function* editorState(): SagaIterator<NewsletterEditorState | null> {
  return (yield* select(selectNewsletterEditor)).state;
}

function* loadTemplates(
  businessAccountId: number | null,
  selected: number | null,
): SagaIterator<void> {
  if (!businessAccountId) {
    yield* put(choicesLoaded({ templates: [] }));
    return;
  }
  const templates = yield* call(
    callApi<[number, number | null], NewsletterTemplateOption[]>,
    getNewsletterTemplates,
    businessAccountId,
    selected,
  );
  yield* put(choicesLoaded({ templates }));
}

export function* templatesSaga(action: ReturnType<typeof templatesRequested>): SagaIterator<void> {
  try {
    yield* call(loadTemplates, action.payload.businessAccountId, action.payload.selected);
  } catch (error) {
    if (!isAbortError(error)) yield* put(choicesLoaded({ templates: [] }));
  }
}

/** The newsletter, the groups and the templates; then its recipients are counted. */
export function* loadEditorSaga(action: ReturnType<typeof editorRequested>): SagaIterator<void> {
  try {
    const [state, profiles] = (yield* all([
      rawCall(callApi<[number], NewsletterEditorState>, getNewsletter, action.payload),
      rawCall(callApi<[], SubscriberProfile[]>, getStaticProfiles),
    ])) as [NewsletterEditorState, SubscriberProfile[]];
    yield* put(choicesLoaded({ profiles }));
    yield* call(loadTemplates, state.newsletter.businessAccountId, state.newsletter.templateId);
    yield* put(editorLoaded(state));
    if (state.newsletter.id !== 0) {
      const { id, name, status } = state.newsletter;
      yield* fork(recordVisit, {
        source: 'whatsAppNewsletters' as const,
        itemId: String(id),
        title: name,
        url: newsletterPath(id, status),
      });
    }
    // Once its recipients are fixed (send start), the editor shows the kept figures instead.
    const query = recipientQueryOf(state.newsletter, state.newsletter.culture);
    if (query && state.editable) yield* put(recipientsRequested(query));
  } catch (error) {
    if (!isAbortError(error)) yield* put(editorLoadFailed(errorKeyOf(error)));
  }
}

/** Saves; a new newsletter's editor moves to its id; then the check runs if asked. */
export function* saveSaga(action: ReturnType<typeof saveRequested>): SagaIterator<void> {
  const { id, content, thenCheck } = action.payload;
  try {
    const state = yield* call(
      callApi<[number, NewsletterContent], NewsletterEditorState>,
      postNewsletter,
      id,
      content,
    );
    yield* put(saveSucceeded(state));
    if (id === 0) {
      yield* call(navigateTo, newsletterEditPath(state.newsletter.id), { replace: true });
    }
    const query = recipientQueryOf(state.newsletter, state.newsletter.culture);
    if (query) yield* put(recipientsRequested(query));
    if (thenCheck) yield* put(checkRequested());
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(saveFailed({ errorKey: errorKeyOf(error), fieldErrors: detailsOf(error) }));
    }
  }
}

/** Effective and excluded counts together; a failure sets the error flag. */
export function* recipientsSaga(
  action: ReturnType<typeof recipientsRequested>,
): SagaIterator<void> {
  try {
    const [effective, excluded] = (yield* all([
      rawCall(
        callApi<[RecipientQuery], EffectiveRecipientCount>,
        getEffectiveCount,
        action.payload,
      ),
      rawCall(callApi<[RecipientQuery], ExcludedSubscriberCount>, getExcludedCount, action.payload),
    ])) as [EffectiveRecipientCount, ExcludedSubscriberCount];
    yield* put(recipientsLoaded({ effective: effective.count, excluded }));
    yield* call(recountedSaga, action.payload);
  } catch (error) {
    if (!isAbortError(error)) yield* put(recipientsLoadFailed());
  }
}

/** The price line; a failed lookup is shown as undeterminable (price -1), not as a failed check. */
function* priceOrNull(id: number): SagaIterator<PriceInformation | null> {
  try {
    return yield* call(callApi<[number], PriceInformation>, getPriceInformation, id);
  } catch (error) {
    if (isAbortError(error)) throw error;
    return null;
  }
}

/** The six validate calls and the price, in parallel; then the status (ReadyToSend) reloads. */
export function* checkSaga(): SagaIterator<void> {
  const state = yield* call(editorState);
  if (!state) return;
  const id = state.newsletter.id;
  try {
    const answers = (yield* all([
      ...validateCalls.map((what) =>
        rawCall(callApi<[ValidateCall, number], ValidationEntry[]>, postValidate, what, id),
      ),
      rawCall(priceOrNull, id),
    ])) as (ValidationEntry[] | PriceInformation | null)[];
    const lists = answers.slice(0, validateCalls.length) as ValidationEntry[][];
    const price = answers[validateCalls.length] as PriceInformation | null;
    yield* put(checkSucceeded({ entries: lists.flat(), price }));
    yield* put(
      editorLoaded(yield* call(callApi<[number], NewsletterEditorState>, getNewsletter, id)),
    );
  } catch (error) {
    if (!isAbortError(error)) yield* put(checkFailed(errorKeyOf(error)));
  }
}

/** Polls send information every 5 s while the send runs; the caller races it with leaving. */
export function* pollSendInformation(newsletterId: number): SagaIterator<void> {
  for (;;) {
    yield* delay(sendPollMs);
    try {
      const info = yield* call(
        callApi<[number], SendInformation>,
        getSendInformation,
        newsletterId,
      );
      yield* put(sendInformationLoaded(info));
      if (!isSending(info)) {
        yield* put(
          editorLoaded(
            yield* call(callApi<[number], NewsletterEditorState>, getNewsletter, newsletterId),
          ),
        );
        return;
      }
    } catch (error) {
      if (isAbortError(error)) return;
    }
  }
}

/**
 * Whenever the editor learns a send runs (loaded, started), polling starts; it ends when the
 * send finishes or is stopped, or when the editor closes (`race` with `editorClosed`).
 */
export function* watchSendPolling(): SagaIterator<void> {
  for (;;) {
    const action = yield* take([editorLoaded.type, sendInformationLoaded.type]);
    const info =
      action.type === editorLoaded.type
        ? (action as ReturnType<typeof editorLoaded>).payload.sendInformation
        : (action as ReturnType<typeof sendInformationLoaded>).payload;
    if (!isSending(info)) continue;
    yield* race({
      poll: rawCall(pollSendInformation, info.newsletterId),
      stop: rawTake(editorClosed.type),
    });
  }
}

export function* sendSaga(action: ReturnType<typeof sendRequested>): SagaIterator<void> {
  const state = yield* call(editorState);
  if (!state) return;
  const { newsletter } = state;
  try {
    const info = yield* call(
      callApi<Parameters<typeof postStartSending>, SendInformation>,
      postStartSending,
      {
        newsletterId: newsletter.id,
        sendDate: action.payload.sendDate,
        templateId: newsletter.templateId ?? 0,
        businessAccountId: newsletter.businessAccountId ?? 0,
      },
    );
    yield* put(sendSettled());
    yield* put(
      editorLoaded(
        yield* call(callApi<[number], NewsletterEditorState>, getNewsletter, newsletter.id),
      ),
    );
    yield* put(sendInformationLoaded(info));
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(sendFailed({ errorKey: errorKeyOf(error), details: detailsOf(error) }));
    }
  }
}

/** Stops the send: sent messages stay, the rest is removed; the status reloads. */
/**
 * Stop (a running send) or unschedule (a planned one, back to a draft): either way the editor
 * reloads the newsletter as it now is.
 */
function* endSend(end: (newsletterId: number) => Promise<SendInformation>): SagaIterator<void> {
  const state = yield* call(editorState);
  if (!state) return;
  try {
    yield* call(callApi<[number], SendInformation>, end, state.newsletter.id);
    yield* put(sendSettled());
    yield* put(
      editorLoaded(
        yield* call(callApi<[number], NewsletterEditorState>, getNewsletter, state.newsletter.id),
      ),
    );
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(sendFailed({ errorKey: errorKeyOf(error), details: detailsOf(error) }));
    }
  }
}

export function* stopSaga(): SagaIterator<void> {
  yield* call(endSend, postStopSending);
}

export function* unscheduleSaga(): SagaIterator<void> {
  yield* call(endSend, postUnschedule);
}

/** The next or previous member of the group, and the message as they would read it. */
export function* previewSaga(action: ReturnType<typeof previewRequested>): SagaIterator<void> {
  const { state, preview } = yield* select(selectNewsletterEditor);
  const newsletter = state?.newsletter;
  if (!newsletter?.profileId || !newsletter.templateId) return;
  try {
    const next = yield* call(
      callApi<[string, number, boolean], NextSubscriberResult>,
      getNextSubscriber,
      newsletter.profileId,
      preview.index,
      action.payload.next,
    );
    if (!next.subscriberData) {
      yield* put(previewLoaded({ index: -1, preview: null }));
      return;
    }
    const shown = yield* call(
      callApi<[number, string, number], PersonalizedPreview>,
      getPersonalizedPreview,
      newsletter.templateId,
      next.subscriberData.uniqueId,
      newsletter.id,
    );
    yield* put(previewLoaded({ index: next.index, preview: shown }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(previewFailed(errorKeyOf(error)));
  }
}

export function* testSendSaga(): SagaIterator<void> {
  const state = yield* call(editorState);
  if (!state) return;
  try {
    yield* put(
      testSendSucceeded(
        yield* call(callApi<[number], TestSendResult>, postTestSend, state.newsletter.id),
      ),
    );
  } catch (error) {
    if (!isAbortError(error)) yield* put(testSendFailed(errorKeyOf(error)));
  }
}
