import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { sendPopupRequest, sendSupportRequest } from '../../../../src/app/api/help';
import { callApi } from '../../../../src/app/auth/callApi';
import { sendSupportRequestSaga } from '../../../../src/app/features/help/sagas';
import {
  helpReducer,
  popupRequestFailed,
  popupRequestSent,
  supportRequestFailed,
  supportRequestSent,
  supportRequestSubmitted,
} from '../../../../src/app/features/help/slice';
import { selectActiveModule } from '../../../../src/app/features/navigation/selectors';
import { currentPath } from '../../../../src/app/platform/location';

const submitted = supportRequestSubmitted({ text: 'Wie verknüpfe ich eine Nummer?' });

/** The server: each call answers as `answers` says, by API function. */
function server(answers: {
  request: { success: boolean } | Error;
  popup?: { success: boolean } | Error;
}) {
  const calls: unknown[][] = [];
  const provider = dynamic(({ args }: { args: unknown[] }) => {
    const [fn, ...rest] = args;
    calls.push([fn, ...rest]);
    const answer = fn === sendSupportRequest ? answers.request : answers.popup;
    if (answer === undefined) throw new Error('unexpected call');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { calls, provider };
}

const run = (provider: ReturnType<typeof server>['provider']) =>
  expectSaga(sendSupportRequestSaga, submitted)
    .withReducer(helpReducer)
    .provide([
      [matchers.select(selectActiveModule), 'WhatsApp'],
      [matchers.call.fn(currentPath), '/WhatsApp/Accounts'],
      [matchers.call.fn(callApi), provider],
    ]);

describe('sending a support request', () => {
  it('posts the request, then its text to PopupRequest.aspx', async () => {
    const { calls, provider } = server({ request: { success: true }, popup: { success: true } });
    const { storeState } = await run(provider)
      .put(supportRequestSent())
      .put(popupRequestSent())
      .run();
    expect(calls).toEqual([
      [
        sendSupportRequest,
        {
          ActiveModule: 'WhatsApp',
          SupportRequestText: 'Wie verknüpfe ich eine Nummer?',
          Url: '/WhatsApp/Accounts',
        },
      ],
      [sendPopupRequest, { body: 'Wie verknüpfe ich eine Nummer?' }],
    ]);
    expect(storeState).toMatchObject({ requestStatus: 'sent', popupRequestStatus: 'sent' });
  });

  it('keeps the request sent when only the second post fails (sending again would store it twice)', async () => {
    const { provider } = server({
      request: { success: true },
      popup: new ApiRequestError(500, { errorKey: 'unknownError', message: 'down' }),
    });
    const { storeState } = await run(provider)
      .put(supportRequestSent())
      .put(popupRequestFailed())
      .not.put(supportRequestFailed())
      .run();
    expect(storeState).toMatchObject({ requestStatus: 'sent', popupRequestStatus: 'failed' });
  });

  it('makes no second post when the request failed', async () => {
    for (const request of [{ success: false }, new ApiRequestError(0, { errorKey: 'network' })]) {
      const { calls, provider } = server({ request });
      await run(provider).put(supportRequestFailed()).not.put(supportRequestSent()).run();
      expect(calls.map(([fn]) => fn)).toEqual([sendSupportRequest]);
    }
  });
});
