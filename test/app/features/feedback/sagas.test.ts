import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { postFeedback } from '../../../../src/app/api/feedback';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { callApi } from '../../../../src/app/auth/callApi';
import { feedbackFailureOf, feedbackSaga } from '../../../../src/app/features/feedback/sagas';
import {
  feedbackFailed,
  feedbackReducer,
  feedbackReset,
  feedbackSubmitted,
  feedbackSucceeded,
  initialFeedbackState,
} from '../../../../src/app/features/feedback/slice';
import type { FeedbackRequest } from '../../../../src/common/validation';

const request: FeedbackRequest = {
  description: 'Nach dem Speichern kam die Fehlerseite.',
  callbackEmail: 'anna@example.com',
  pageUrl: 'https://relay.example/whatsapp/newsletters',
};

describe('feedbackSaga', () => {
  it('posts the feedback through callApi and records the id', () =>
    expectSaga(feedbackSaga)
      .withReducer(feedbackReducer)
      .provide([[matchers.call.fn(callApi), { id: '17' }]])
      .call(callApi, postFeedback, request)
      .put(feedbackSucceeded({ id: '17' }))
      .dispatch(feedbackSubmitted(request))
      .hasFinalState({ ...initialFeedbackState, status: 'sent', feedbackId: '17' })
      .silentRun(50));

  it('puts the field details of a 400 answer into the state', () => {
    const details = [
      { field: 'phone', reason: 'phone' },
      { field: 'description', reason: 'tooLong', params: { max: 2000 } },
    ];
    return expectSaga(feedbackSaga)
      .withReducer(feedbackReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(
            new ApiRequestError(400, { errorKey: 'validation', message: 'invalid', details }),
          ),
        ],
      ])
      .put(feedbackFailed({ error: 'invalid', fieldErrors: details }))
      .dispatch(feedbackSubmitted(request))
      .hasFinalState({
        status: 'failed',
        feedbackId: null,
        error: 'invalid',
        fieldErrors: details,
      })
      .silentRun(50);
  });

  it('reports any other failure as failed, without field errors', () =>
    expectSaga(feedbackSaga)
      .provide([
        [matchers.call.fn(callApi), throwError(new ApiRequestError(0, { errorKey: 'network' }))],
      ])
      .put(feedbackFailed({ error: 'failed', fieldErrors: [] }))
      .dispatch(feedbackSubmitted(request))
      .silentRun(50));

  it('a reset while sending cancels the request; its answer is not applied', () =>
    expectSaga(feedbackSaga)
      .withReducer(feedbackReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          dynamic(() => new Promise((resolve) => setTimeout(() => resolve({ id: '9' }), 30))),
        ],
      ])
      .not.put.actionType(feedbackSucceeded.type)
      .dispatch(feedbackSubmitted(request))
      .delay(5)
      .dispatch(feedbackReset())
      .hasFinalState(initialFeedbackState)
      .silentRun(500));

  it('ignores a request aborted by cancellation', () =>
    expectSaga(feedbackSaga)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        ],
      ])
      .not.put.actionType(feedbackFailed.type)
      .dispatch(feedbackSubmitted(request))
      .silentRun(50));
});

describe('feedbackFailureOf', () => {
  it('needs a 400 validation answer with usable details to blame fields', () => {
    const detail = { field: 'phone', reason: 'phone' };
    expect(
      feedbackFailureOf(new ApiRequestError(400, { errorKey: 'validation', details: [detail] })),
    ).toEqual({ error: 'invalid', fieldErrors: [detail] });
    expect(
      feedbackFailureOf(new ApiRequestError(400, { errorKey: 'validation', details: [] })),
    ).toEqual({ error: 'failed', fieldErrors: [] });
    expect(
      feedbackFailureOf(new ApiRequestError(500, { errorKey: 'validation', details: [detail] })),
    ).toEqual({ error: 'failed', fieldErrors: [] });
    expect(feedbackFailureOf(new Error('boom'))).toEqual({ error: 'failed', fieldErrors: [] });
    expect(feedbackFailureOf(undefined)).toEqual({ error: 'failed', fieldErrors: [] });
  });

  it('keeps only field, reason and params of each detail', () => {
    const error = {
      status: 400,
      errorKey: 'validation',
      details: [{ field: 'phone', reason: 'phone', value: '030 123' }, { reason: 'noField' }, 'x'],
    };
    expect(feedbackFailureOf(error)).toEqual({
      error: 'invalid',
      fieldErrors: [{ field: 'phone', reason: 'phone' }],
    });
  });
});
