import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import {
  getWhatsAppAccounts,
  patchPhoneNumberActive,
  postEmbeddedSignup,
  postEmbeddedSignupPhoneNumber,
} from '../../../../src/app/api/whatsappAccounts';
import { callApi } from '../../../../src/app/auth/callApi';
import { whatsappAccountsSaga } from '../../../../src/app/features/whatsappAccounts/sagas';
import {
  closeChannel,
  facebookLogin,
  loadFacebookSdk,
  openSignupPopup,
  ownOrigin,
  ScriptBlockedError,
  signupEvents,
  type SignupEvent,
} from '../../../../src/app/features/whatsappAccounts/signupPlatform';
import {
  accountChanged,
  accountsLoaded,
  accountsRequested,
  changeFailed,
  changeRequested,
  initialWhatsAppAccountsState,
  signupCancelled,
  signupFailed,
  signupLinked,
  signupStarted,
  whatsappAccountsReducer,
} from '../../../../src/app/features/whatsappAccounts/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import type { WhatsAppAccountDto } from '../../../../src/common/whatsappAccounts';

const account: WhatsAppAccountDto = {
  id: 7,
  wabaId: '104020030040050',
  name: 'Nordlicht Reisen',
  state: 0,
  verification: 10,
  userName: 'Anna Admin',
  linkedAt: '2026-11-01T10:00:00.000Z',
  modifiedBy: 'Anna Admin',
  modifiedAt: '2026-11-01T10:00:00.000Z',
  active: true,
  phoneNumbers: [
    {
      id: 3,
      phoneNumberId: '105060070080091',
      displayName: 'Nordlicht Reisen',
      phoneNumber: '+49 40 1234 5670',
      state: 2,
      quality: 3,
      limit: 4,
      active: true,
      throughputLevel: 'STANDARD',
      nameStatus: 'APPROVED',
      lastSyncedAt: null,
    },
  ],
};

const emulatorUrl = 'http://relay.test/_graph/_emulator/embedded-signup';
const finish = (data: Record<string, string>) =>
  JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data });

/** A buffered channel holding the popup's events, as signupEvents would deliver them. */
function eventsOf(...events: SignupEvent[]) {
  const events$ = channel<SignupEvent>();
  for (const event of events) events$.put(event);
  return events$;
}

const fakePopup = {} as Window;

function emulatorProviders(
  events: ReturnType<typeof eventsOf>,
  popup: Window | null = fakePopup,
): StaticProvider[] {
  return [
    [matchers.call.fn(ownOrigin), 'http://relay.test'],
    [matchers.call.fn(openSignupPopup), popup],
    [matchers.call.fn(signupEvents), events],
    [matchers.call.fn(closeChannel), undefined],
  ];
}

beforeEach(() => {
  window.__RELAY_CONFIG__ = { whatsappSignup: { mode: 'emulator', url: emulatorUrl } };
});
afterAll(() => {
  delete window.__RELAY_CONFIG__;
});

describe('loading', () => {
  it('loads the accounts', () =>
    expectSaga(whatsappAccountsSaga)
      .withReducer(whatsappAccountsReducer)
      .provide([[matchers.call(callApi, getWhatsAppAccounts), [account]]])
      .put(accountsLoaded([account]))
      .dispatch(accountsRequested())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.accounts.ids).toEqual([7])));

  it('forgets everything on accountSwitched', () => {
    const loaded = whatsappAccountsReducer(initialWhatsAppAccountsState, accountsLoaded([account]));
    expect(whatsappAccountsReducer(loaded, accountSwitched({ accountId: 2 }))).toEqual(
      initialWhatsAppAccountsState,
    );
  });
});

describe('embedded signup with the emulator', () => {
  const request = { code: 'AQcode', wabaId: '111', phoneNumberId: '222' };

  it("opens the popup at the page with our origin and links the FINISH message's WABA", () =>
    expectSaga(whatsappAccountsSaga)
      .withReducer(whatsappAccountsReducer)
      .provide([
        ...emulatorProviders(
          eventsOf({
            type: 'message',
            data: finish({ waba_id: '111', phone_number_id: '222', code: 'AQcode' }),
          }),
        ),
        [matchers.call(callApi, postEmbeddedSignup, request), account],
      ])
      .call(openSignupPopup, `${emulatorUrl}?origin=http%3A%2F%2Frelay.test`)
      .call(callApi, postEmbeddedSignup, request)
      .put(signupLinked(account))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.signup.status).toBe('linked');
        expect(storeState.accounts.ids).toEqual([7]);
      }));

  it('skips messages that are not the signup’s', () =>
    expectSaga(whatsappAccountsSaga)
      .provide([
        ...emulatorProviders(
          eventsOf(
            { type: 'message', data: 'not json' },
            { type: 'message', data: { type: 'SOMETHING_ELSE' } },
            {
              type: 'message',
              data: finish({ waba_id: '111', phone_number_id: '222', code: 'AQcode' }),
            },
          ),
        ),
        [matchers.call.fn(callApi), account],
      ])
      .put(signupLinked(account))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50));

  it('adds a number to the chosen WABA: the page gets its id, the server the row id', () =>
    expectSaga(whatsappAccountsSaga)
      .withReducer(
        whatsappAccountsReducer,
        whatsappAccountsReducer(initialWhatsAppAccountsState, accountsLoaded([account])),
      )
      .withState({
        whatsappAccounts: whatsappAccountsReducer(
          initialWhatsAppAccountsState,
          accountsLoaded([account]),
        ),
      })
      .provide([
        ...emulatorProviders(
          eventsOf({
            type: 'message',
            data: finish({ waba_id: account.wabaId, phone_number_id: '333', code: 'AQ2' }),
          }),
        ),
        [matchers.call.fn(callApi), account],
      ])
      .call(
        openSignupPopup,
        `${emulatorUrl}?origin=http%3A%2F%2Frelay.test&waba_id=${account.wabaId}`,
      )
      .call(callApi, postEmbeddedSignupPhoneNumber, {
        code: 'AQ2',
        wabaId: account.wabaId,
        phoneNumberId: '333',
        businessAccountId: 7,
      })
      .dispatch(signupStarted({ businessAccountId: 7 }))
      .silentRun(50));

  it('says scripts are blocked when the popup cannot open', () =>
    expectSaga(whatsappAccountsSaga)
      .withReducer(whatsappAccountsReducer)
      .provide([...emulatorProviders(eventsOf(), null)])
      .not.call.fn(signupEvents)
      .put(signupFailed('embeddedSignupScriptsBlocked'))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50));

  it('ends quietly on CANCEL and when the popup closes', async () => {
    await expectSaga(whatsappAccountsSaga)
      .provide([
        ...emulatorProviders(
          eventsOf({ type: 'message', data: '{"type":"WA_EMBEDDED_SIGNUP","event":"CANCEL"}' }),
        ),
      ])
      .put(signupCancelled())
      .not.call.fn(callApi)
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50);
    await expectSaga(whatsappAccountsSaga)
      .provide([...emulatorProviders(eventsOf({ type: 'closed' }))])
      .put(signupCancelled())
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50);
  });

  it('answers invalid message and invalid callback without calling the server', async () => {
    await expectSaga(whatsappAccountsSaga)
      .provide([
        ...emulatorProviders(
          eventsOf({ type: 'message', data: finish({ waba_id: '111', code: 'AQ' }) }),
        ),
      ])
      .put(signupFailed('embeddedSignupInvalidMessage'))
      .not.call.fn(callApi)
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50);
    await expectSaga(whatsappAccountsSaga)
      .provide([
        ...emulatorProviders(
          eventsOf({ type: 'message', data: finish({ waba_id: '111', phone_number_id: '222' }) }),
        ),
      ])
      .put(signupFailed('embeddedSignupInvalidCallback'))
      .not.call.fn(callApi)
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50);
  });

  it("keeps the server's refusal", () =>
    expectSaga(whatsappAccountsSaga)
      .withReducer(whatsappAccountsReducer)
      .provide([
        ...emulatorProviders(
          eventsOf({
            type: 'message',
            data: finish({ waba_id: '111', phone_number_id: '222', code: 'AQ' }),
          }),
        ),
        [
          matchers.call.fn(callApi),
          throwError(new ApiRequestError(409, { errorKey: 'wabaAlreadyLinked', message: 'x' })),
        ],
      ])
      .put(signupFailed('wabaAlreadyLinked'))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.signup.errorKey).toBe('wabaAlreadyLinked')));
});

describe("embedded signup with Facebook's SDK", () => {
  const config = { mode: 'facebook', appId: '42', configId: 'cfg-1', apiVersion: 'v23.0' } as const;
  const sdk = { init: jest.fn(), login: jest.fn() };

  beforeEach(() => {
    window.__RELAY_CONFIG__ = { whatsappSignup: config };
  });

  it('takes the code from FB.login and the ids from the message', () =>
    expectSaga(whatsappAccountsSaga)
      .provide([
        [matchers.call(loadFacebookSdk, config, 120_000), sdk],
        [
          matchers.call.fn(signupEvents),
          eventsOf({ type: 'message', data: finish({ waba_id: '5', phone_number_id: '6' }) }),
        ],
        [matchers.call.fn(closeChannel), undefined],
        [matchers.call(facebookLogin, sdk, 'cfg-1'), 'FBCODE'],
        [matchers.call.fn(callApi), account],
      ])
      .call(callApi, postEmbeddedSignup, { code: 'FBCODE', wabaId: '5', phoneNumberId: '6' })
      .put(signupLinked(account))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(100));

  it('says scripts are blocked when the SDK does not load', () =>
    expectSaga(whatsappAccountsSaga)
      .provide([[matchers.call.fn(loadFacebookSdk), throwError(new ScriptBlockedError())]])
      .put(signupFailed('embeddedSignupScriptsBlocked'))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(50));

  it('answers invalid callback when FB.login brings no code after FINISH', () =>
    expectSaga(whatsappAccountsSaga)
      .provide([
        [matchers.call.fn(loadFacebookSdk), sdk],
        [
          matchers.call.fn(signupEvents),
          eventsOf({ type: 'message', data: finish({ waba_id: '5', phone_number_id: '6' }) }),
        ],
        [matchers.call.fn(closeChannel), undefined],
        [matchers.call.fn(facebookLogin), null],
      ])
      .put(signupFailed('embeddedSignupInvalidCallback'))
      .dispatch(signupStarted({ businessAccountId: null }))
      .silentRun(100));
});

describe('changes', () => {
  it('deactivates a number and keeps the answered account', () =>
    expectSaga(whatsappAccountsSaga)
      .provide([[matchers.call(callApi, patchPhoneNumberActive, 3, false), account]])
      .put(accountChanged(account))
      .dispatch(changeRequested({ kind: 'phoneActive', id: 3, active: false }))
      .silentRun(50));

  it('keeps the names of what blocks a refused removal', () =>
    expectSaga(whatsappAccountsSaga)
      .withReducer(whatsappAccountsReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(
            new ApiRequestError(409, {
              errorKey: 'phoneNumberRemovalInUse',
              message: 'in use',
              details: [
                { field: 'newsletter', reason: 'inUse', params: { name: 'Sommer' } },
                { field: 'template', reason: 'inUse', params: { name: 'summer_offer' } },
              ],
            }),
          ),
        ],
      ])
      .put(
        changeFailed({
          errorKey: 'phoneNumberRemovalInUse',
          blockers: [
            { kind: 'newsletter', name: 'Sommer' },
            { kind: 'template', name: 'summer_offer' },
          ],
        }),
      )
      .dispatch(changeRequested({ kind: 'removePhone', id: 3, accountId: 7 }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.change.status).toBe('failed')));
});
