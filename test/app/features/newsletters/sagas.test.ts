import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import {
  NewsletterStatus,
  ValidationResult,
  validateCalls,
  type ValidationEntry,
} from '../../../../src/common/newsletters';
import { ApiRequestError } from '../../../../src/app/api/errors';
import {
  getNewsletter,
  getNewsletterFilters,
  getPriceInformation,
  getSendInformation,
  postStopSending,
  postUnschedule,
  postValidate,
} from '../../../../src/app/api/newsletters';
import { callApi } from '../../../../src/app/auth/callApi';
import { isSending, sendPollMs } from '../../../../src/app/features/newsletters/editorSagas';
import {
  fetchNewsletterPage,
  listPollMs,
} from '../../../../src/app/features/newsletters/listSagas';
import { newsletterList } from '../../../../src/app/features/newsletters/newsletterList';
import { newslettersSaga } from '../../../../src/app/features/newsletters/sagas';
import {
  archiveRequested,
  checkRequested,
  editorClosed,
  editorLoaded,
  initialNewslettersState,
  listActionFailed,
  newslettersReducer,
  stopRequested,
  unscheduleRequested,
} from '../../../../src/app/features/newsletters/slice';
import { editorState, listEntry, listResult, sendInfo } from './fixtures';

const reducer = (state = { newsletters: initialNewslettersState }, action: { type: string }) => ({
  newsletters: newslettersReducer(state.newsletters, action as never),
});

/** The polls' waits, a moment instead of seconds (a real wait, so puts settle in between). */
const shortDelay = {
  call(effect: { fn: unknown }, next: () => unknown) {
    return effect.fn === delay(0).payload.fn
      ? new Promise((resolve) => setTimeout(resolve, 1))
      : next();
  },
};

const sending = editorState(
  { status: NewsletterStatus.active },
  {
    sendingStarted: true,
    totalCount: 10,
  },
);

/** Answers getSendInformation with `answers` in turn (the last one repeated); counts the calls. */
function sendInformationProvider(answers: ReturnType<typeof sendInfo>[]) {
  const counter = { calls: 0 };
  return {
    counter,
    provider: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn === callApi && effect.args[0] === getSendInformation) {
          counter.calls += 1;
          return answers[Math.min(counter.calls, answers.length) - 1];
        }
        if (effect.fn === callApi && effect.args[0] === getNewsletter) {
          return editorState(
            { status: NewsletterStatus.sent },
            { sendingStarted: true, distributionFinished: true, sent: 10, totalCount: 10 },
          );
        }
        return next();
      },
    },
  };
}

describe('the 5 s send-information polling', () => {
  it('polls every 5 s exactly while sending has started, is not finished and not stopped', () => {
    expect(sendPollMs).toBe(5000);
    expect(isSending(sendInfo({ sendingStarted: true }))).toBe(true);
    expect(isSending(sendInfo())).toBe(false);
    expect(isSending(sendInfo({ sendingStarted: true, distributionFinished: true }))).toBe(false);
    expect(isSending(sendInfo({ sendingStarted: true, stopped: true }))).toBe(false);
  });

  it('polls while the send runs, shows each figure, and ends when it finished', () => {
    const { counter, provider } = sendInformationProvider([
      sendInfo({ status: 3, sendingStarted: true, sent: 4, totalCount: 10 }),
      sendInfo({ status: 3, sendingStarted: true, sent: 8, totalCount: 10 }),
      sendInfo({
        status: 4,
        sendingStarted: true,
        distributionFinished: true,
        sent: 10,
        totalCount: 10,
      }),
    ]);
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([shortDelay, provider])
      .dispatch(editorLoaded(sending))
      .silentRun(100)
      .then(({ storeState }) => {
        expect(counter.calls).toBe(3);
        const state = storeState.newsletters.editor.state!;
        expect(state.sendInformation.sent).toBe(10);
        expect(state.newsletter.status).toBe(NewsletterStatus.sent);
      });
  });

  it('uses the real 5 s wait between polls', () => {
    return expectSaga(newslettersSaga)
      .provide([[matchers.call.fn(callApi), sendInfo({ sendingStarted: true })]])
      .delay(sendPollMs)
      .dispatch(editorLoaded(sending))
      .silentRun(20);
  });

  it('stops polling when the send was stopped', () => {
    const { counter, provider } = sendInformationProvider([
      sendInfo({ status: 4, sendingStarted: true, stopped: true, distributionFinished: true }),
    ]);
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([shortDelay, provider])
      .dispatch(editorLoaded(sending))
      .silentRun(100)
      .then(() => expect(counter.calls).toBe(1));
  });

  it('does not poll a newsletter that is not sending', () => {
    const { counter, provider } = sendInformationProvider([sendInfo()]);
    return expectSaga(newslettersSaga)
      .provide([shortDelay, provider])
      .dispatch(editorLoaded(editorState()))
      .silentRun(50)
      .then(() => expect(counter.calls).toBe(0));
  });

  it('is cancelled when the editor is left', () => {
    const { counter, provider } = sendInformationProvider([
      sendInfo({ status: 3, sendingStarted: true, sent: 1, totalCount: 10 }),
    ]);
    return expectSaga(newslettersSaga)
      .provide([provider])
      .dispatch(editorLoaded(sending))
      .dispatch(editorClosed())
      .silentRun(100)
      .then(() => expect(counter.calls).toBe(0));
  });
});

describe('the pre-send check and stop', () => {
  const line = (
    entityType: ValidationEntry['entityType'],
    result: ValidationResult,
  ): ValidationEntry => ({
    entityType,
    result,
    errorKey: null,
    validationState: null,
    sendLimitType: null,
    price: null,
    subEntries: [],
    subscriberCount: null,
    worstCoverageRate: null,
  });

  it('runs the six validate calls and the price, and keeps every line', () => {
    const asked: string[] = [];
    return expectSaga(newslettersSaga)
      .withReducer(reducer, {
        newsletters: {
          ...initialNewslettersState,
          editor: { ...initialNewslettersState.editor, state: editorState() },
        },
      })
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === postValidate) {
              asked.push(effect.args[1] as string);
              return [line('Waba', ValidationResult.success)];
            }
            if (effect.fn === callApi && effect.args[0] === getPriceInformation) {
              throw new ApiRequestError(500, { errorKey: 'unknownError', message: 'down' });
            }
            if (effect.fn === callApi && effect.args[0] === getNewsletter) {
              return editorState({ status: NewsletterStatus.readyToSend });
            }
            return next();
          },
        },
      ])
      .dispatch(checkRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(asked.sort()).toEqual([...validateCalls].sort());
        const { check, state } = storeState.newsletters.editor;
        expect(check.status).toBe('done');
        expect(check.entries).toHaveLength(6);
        // A failed price lookup is shown as undeterminable, not as a failed check.
        expect(check.price).toBeNull();
        expect(state?.newsletter.status).toBe(NewsletterStatus.readyToSend);
      });
  });

  it('stops the send and reloads the status', () => {
    const stopped = editorState(
      { status: NewsletterStatus.stopped },
      {
        sendingStarted: true,
        stopped: true,
        distributionFinished: true,
        sent: 3,
        removed: 7,
        totalCount: 10,
      },
    );
    return expectSaga(newslettersSaga)
      .withReducer(reducer, {
        newsletters: {
          ...initialNewslettersState,
          editor: { ...initialNewslettersState.editor, state: sending },
        },
      })
      .provide([
        [matchers.call(callApi, postStopSending, 7), stopped.sendInformation],
        [matchers.call(callApi, getNewsletter, 7), stopped],
      ])
      .call(callApi, postStopSending, 7)
      .put(editorLoaded(stopped))
      .dispatch(stopRequested())
      .silentRun(50);
  });

  it('takes a planned newsletter off the plan and shows it as the editable draft it is again', () => {
    const planned = editorState({ status: NewsletterStatus.planned }, { totalCount: 10 });
    const draft = editorState({ status: NewsletterStatus.draft }, { totalCount: 0 });
    return expectSaga(newslettersSaga)
      .withReducer(reducer, {
        newsletters: {
          ...initialNewslettersState,
          editor: { ...initialNewslettersState.editor, state: planned },
        },
      })
      .provide([
        [matchers.call(callApi, postUnschedule, 7), draft.sendInformation],
        [matchers.call(callApi, getNewsletter, 7), draft],
      ])
      .call(callApi, postUnschedule, 7)
      .put(editorLoaded(draft))
      .dispatch(unscheduleRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.newsletters.editor.state?.newsletter.status).toBe(NewsletterStatus.draft);
        expect(storeState.newsletters.editor.send.status).toBe('idle');
      });
  });

  it('shows why a planned newsletter could not be taken off the plan', () => {
    const planned = editorState({ status: NewsletterStatus.planned }, { totalCount: 10 });
    const refusal = new ApiRequestError(409, { errorKey: 'unscheduleNotPossible' });
    return expectSaga(newslettersSaga)
      .withReducer(reducer, {
        newsletters: {
          ...initialNewslettersState,
          editor: { ...initialNewslettersState.editor, state: planned },
        },
      })
      .provide([[matchers.call(callApi, postUnschedule, 7), throwError(refusal)]])
      .dispatch(unscheduleRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.newsletters.editor.send).toMatchObject({
          status: 'failed',
          errorKey: 'unscheduleNotPossible',
        });
      });
  });
});

/** The overview's answer as the list kit's page. */
const pageOf = (result: ReturnType<typeof listResult>) => ({
  items: result.newsletters,
  total: result.totalCount,
  extra: result.newslettersGroupCount,
});
const pageLoaded = (result: ReturnType<typeof listResult>) =>
  newsletterList.actions.pageLoaded({ generation: 0, page: 0, result: pageOf(result) });

describe('the list', () => {
  it('asks the list call for the page the list kit pages to, and the filter choices', () => {
    const asked: unknown[] = [];
    const answer = listResult([listEntry()]);
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call(callApi, getNewsletterFilters), { users: [], languages: [], status: [] }],
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === fetchNewsletterPage) {
              asked.push(effect.args.slice(1));
              return { items: answer.newsletters, total: 51, extra: answer.newslettersGroupCount };
            }
            return next();
          },
        },
      ])
      .dispatch(newsletterList.actions.queryChanged({ sort: 'name', utcOffsetMinutes: 60 }))
      .delay(5)
      .dispatch(newsletterList.actions.pageRequested(1))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(asked).toEqual([
          [expect.objectContaining({ sort: 'name', utcOffsetMinutes: 60 }), { skip: 0, take: 50 }],
          [expect.objectContaining({ sort: 'name' }), { skip: 50, take: 50 }],
        ]);
        expect(storeState.newsletters.listFilters).toEqual({
          users: [],
          languages: [],
          status: [],
        });
        expect(newsletterList.selectRows(storeState.newsletters.list)).toEqual(answer.newsletters);
      });
  });

  it('reloads every 5 s while a newsletter on the page sends, and stops when the screen closes', () => {
    expect(listPollMs).toBe(5000);
    const active = listResult([
      listEntry({ status: NewsletterStatus.active, progress: { sent: 1, totalCount: 9 } }),
    ]);
    let calls = 0;
    return expectSaga(newslettersSaga)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === fetchNewsletterPage) {
              calls += 1;
              return pageOf(active);
            }
            return next();
          },
        },
      ])
      .dispatch(pageLoaded(active))
      .dispatch(newsletterList.actions.closed())
      .silentRun(100)
      .then(() => expect(calls).toBe(0));
  });

  it('ends the list polling once nothing sends', () => {
    const active = listResult([listEntry({ status: NewsletterStatus.active })]);
    const done = listResult([listEntry({ status: NewsletterStatus.sent })]);
    let calls = 0;
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([
        shortDelay,
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === fetchNewsletterPage) {
              calls += 1;
              return pageOf(calls < 2 ? active : done);
            }
            return next();
          },
        },
      ])
      .dispatch(pageLoaded(active))
      .silentRun(100)
      .then(({ storeState }) => {
        expect(calls).toBe(2);
        expect(newsletterList.selectRows(storeState.newsletters.list)).toEqual(done.newsletters);
      });
  });

  it('shows the names and statuses of newsletters an archive refused', () => {
    const details = [
      {
        field: 'newsletter',
        reason: 'statusNotArchivable',
        params: { id: 7, name: 'Läuft', status: 3 },
      },
    ];
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call(callApi, getNewsletterFilters), { users: [], languages: [], status: [] }],
        [
          matchers.call.fn(callApi),
          throwError(
            new ApiRequestError(409, {
              errorKey: 'newsletterArchiveRefused',
              message: 'no',
              details,
            }),
          ),
        ],
      ])
      .put(listActionFailed({ kind: 'archive', errorKey: 'newsletterArchiveRefused', details }))
      .dispatch(archiveRequested([7]))
      .silentRun(50);
  });
});
