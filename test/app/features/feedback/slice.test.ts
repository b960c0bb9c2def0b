import {
  feedbackFailed,
  feedbackReducer,
  feedbackReset,
  feedbackSubmitted,
  feedbackSucceeded,
  initialFeedbackState,
  type FeedbackState,
} from '../../../../src/app/features/feedback/slice';
import { selectFeedback } from '../../../../src/app/features/feedback/selectors';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const failedState: FeedbackState = deepFreeze({
  status: 'failed',
  feedbackId: null,
  error: 'invalid',
  fieldErrors: [{ field: 'phone', reason: 'phone' }],
});

describe('feedback slice', () => {
  it('starts idle', () => {
    expect(feedbackReducer(undefined, { type: '@@init' })).toEqual({
      status: 'idle',
      feedbackId: null,
      error: null,
      fieldErrors: [],
    });
  });

  it('submitting sends and clears an earlier failure without mutating the state', () => {
    const next = feedbackReducer(failedState, feedbackSubmitted({ description: 'Absturz' }));
    expect(next).toEqual({ status: 'sending', feedbackId: null, error: null, fieldErrors: [] });
    expect(failedState.status).toBe('failed');
  });

  it('success keeps the id the server gave', () => {
    const sending = deepFreeze({ ...initialFeedbackState, status: 'sending' as const });
    expect(feedbackReducer(sending, feedbackSucceeded({ id: '42' }))).toEqual({
      status: 'sent',
      feedbackId: '42',
      error: null,
      fieldErrors: [],
    });
  });

  it('failure keeps the kind of error and the field details', () => {
    const sending = deepFreeze({ ...initialFeedbackState, status: 'sending' as const });
    const fieldErrors = [{ field: 'description', reason: 'tooLong', params: { max: 2000 } }];
    expect(feedbackReducer(sending, feedbackFailed({ error: 'invalid', fieldErrors }))).toEqual({
      status: 'failed',
      feedbackId: null,
      error: 'invalid',
      fieldErrors,
    });
    expect(
      feedbackReducer(sending, feedbackFailed({ error: 'failed', fieldErrors: [] })),
    ).toMatchObject({ status: 'failed', error: 'failed', fieldErrors: [] });
  });

  it('reset returns to idle', () => {
    expect(feedbackReducer(failedState, feedbackReset())).toEqual(initialFeedbackState);
  });

  it('actions carry serialisable payloads', () => {
    const actions = [
      feedbackSubmitted({ description: 'x', callbackEmail: 'a@b.de' }),
      feedbackSucceeded({ id: '1' }),
      feedbackFailed({ error: 'invalid', fieldErrors: [{ field: 'phone', reason: 'phone' }] }),
      feedbackReset(),
    ];
    for (const action of actions) {
      expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    }
  });

  it('selects its state', () => {
    expect(selectFeedback({ feedback: failedState })).toBe(failedState);
  });
});
