import type { EventChannel, SagaIterator } from 'redux-saga';
import { delay as delayEffect, join as joinEffect, race as raceEffect } from 'redux-saga/effects';
import type { RootState } from '../../store/rootReducer';
import {
  call,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import {
  accountErrorKeys,
  type EmbeddedSignupRequest,
  type WhatsAppAccountDto,
} from '../../../common/whatsappAccounts';
import type { WhatsAppSignupConfig } from '../../../common/identity';
import { errorKeyOf, isAbortError } from '../../api/errors';
import {
  deleteAccount,
  deletePhoneNumber,
  getWhatsAppAccounts,
  patchAccountActive,
  patchPhoneNumberActive,
  postEmbeddedSignup,
  postEmbeddedSignupPhoneNumber,
} from '../../api/whatsappAccounts';
import { callApi } from '../../auth/callApi';
import { usagesOf } from '../../components/list/usages';
import { getConfig } from '../../config';
import { isFacebookOrigin, parseSignupMessage, type SignupMessage } from './signupMessage';
import {
  closeChannel,
  facebookLogin,
  loadFacebookSdk,
  openSignupPopup,
  ownOrigin,
  signupEvents,
  type FacebookSdk,
  type SignupEvent,
} from './signupPlatform';
import {
  accountChanged,
  accountsLoaded,
  accountsLoadFailed,
  accountsRequested,
  accountUnlinked,
  changeFailed,
  changeRequested,
  phoneNumberRemoved,
  signupCancelled,
  signupFailed,
  signupLinked,
  signupStarted,
} from './slice';

/** Spec section 9: a script may take 120 s to load. */
export const scriptTimeoutMs = 120_000;

/** A signup step failed with this errorKey (spec section 8). */
class SignupError extends Error {
  constructor(readonly errorKey: string) {
    super(errorKey);
  }
}

export function* loadAccountsSaga(): SagaIterator<void> {
  try {
    const accounts = yield* call(callApi<[], WhatsAppAccountDto[]>, getWhatsAppAccounts);
    yield* put(accountsLoaded(accounts));
  } catch (error) {
    if (!isAbortError(error)) yield* put(accountsLoadFailed());
  }
}

/** The next usable signup message of the channel; null when the popup closed without one. */
export function* nextSignupMessage(
  channel: EventChannel<SignupEvent>,
): SagaIterator<Exclude<SignupMessage, { event: 'CANCEL' }> | null> {
  while (true) {
    const event = yield* take(channel);
    if (event.type === 'closed') return null;
    const message = parseSignupMessage(event.data);
    if (message === null) continue;
    if (message === 'invalid') throw new SignupError(accountErrorKeys.invalidMessage);
    if (message.event === 'CANCEL') return null;
    return message;
  }
}

function finished(
  message: SignupMessage | null,
  code: string | null,
): EmbeddedSignupRequest | null {
  if (!message) return null;
  if (message.event === 'ERROR') throw new SignupError(accountErrorKeys.unknown);
  if (message.event !== 'FINISH') return null;
  if (!code) throw new SignupError(accountErrorKeys.invalidCallback);
  return { code, wabaId: message.wabaId, phoneNumberId: message.phoneNumberId };
}

/** The emulator's signup page in a popup; its FINISH message carries the code. */
export function* emulatorSignup(
  config: Extract<WhatsAppSignupConfig, { mode: 'emulator' }>,
  wabaId: string | null,
): SagaIterator<EmbeddedSignupRequest | null> {
  const url = new URL(config.url);
  url.searchParams.set('origin', yield* call(ownOrigin));
  if (wabaId) url.searchParams.set('waba_id', wabaId);
  const popup = yield* call(openSignupPopup, url.toString());
  if (!popup) throw new SignupError(accountErrorKeys.scriptsBlocked);
  const channel = yield* call(signupEvents, (origin: string) => origin === url.origin, popup);
  try {
    const message = yield* call(nextSignupMessage, channel);
    return finished(message, message?.event === 'FINISH' ? message.code : null);
  } finally {
    yield* call(closeChannel, channel);
  }
}

/** Facebook's SDK: FB.login answers the code, the popup's message the WABA and the number. */
export function* facebookSignup(
  config: Extract<WhatsAppSignupConfig, { mode: 'facebook' }>,
): SagaIterator<EmbeddedSignupRequest | null> {
  let sdk: FacebookSdk;
  try {
    sdk = yield* call(loadFacebookSdk, config, scriptTimeoutMs);
  } catch {
    throw new SignupError(accountErrorKeys.scriptsBlocked);
  }
  const channel = yield* call(signupEvents, isFacebookOrigin, null);
  try {
    const messageTask = yield* fork(nextSignupMessage, channel);
    const code = yield* call(facebookLogin, sdk, config.configId);
    // The message is posted before the popup closes; give it a moment if it is still on its way.
    const { message } = (yield raceEffect({
      message: joinEffect(messageTask),
      late: delayEffect(5000),
    })) as { message?: SignupMessage | null };
    return finished(message ?? null, code);
  } finally {
    yield* call(closeChannel, channel);
  }
}

/** The embedded signup, then linking the WABA (or adding the number) on the server. */
export function* signupSaga(action: ReturnType<typeof signupStarted>): SagaIterator<void> {
  const { businessAccountId } = action.payload;
  try {
    const config = getConfig().whatsappSignup;
    if (!config) throw new SignupError(accountErrorKeys.unknown);
    let wabaId: string | null = null;
    if (businessAccountId !== null) {
      wabaId = yield* select(
        (state: RootState) =>
          state.whatsappAccounts?.accounts.entities[businessAccountId]?.wabaId ?? null,
      );
    }
    const request =
      config.mode === 'emulator'
        ? yield* call(emulatorSignup, config, wabaId)
        : yield* call(facebookSignup, config);
    if (!request) {
      yield* put(signupCancelled());
      return;
    }
    const linked =
      businessAccountId === null
        ? yield* call(
            callApi<[EmbeddedSignupRequest], WhatsAppAccountDto>,
            postEmbeddedSignup,
            request,
          )
        : yield* call(
            callApi<[EmbeddedSignupRequest & { businessAccountId: number }], WhatsAppAccountDto>,
            postEmbeddedSignupPhoneNumber,
            { ...request, businessAccountId },
          );
    yield* put(signupLinked(linked));
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(signupFailed(error instanceof SignupError ? error.errorKey : errorKeyOf(error)));
  }
}

export function* changeSaga(action: ReturnType<typeof changeRequested>): SagaIterator<void> {
  const change = action.payload;
  try {
    switch (change.kind) {
      case 'accountActive':
        yield* put(
          accountChanged(
            yield* call(
              callApi<[number, boolean], WhatsAppAccountDto>,
              patchAccountActive,
              change.id,
              change.active,
            ),
          ),
        );
        break;
      case 'phoneActive':
        yield* put(
          accountChanged(
            yield* call(
              callApi<[number, boolean], WhatsAppAccountDto>,
              patchPhoneNumberActive,
              change.id,
              change.active,
            ),
          ),
        );
        break;
      case 'unlinkAccount':
        yield* call(callApi<[number], void>, deleteAccount, change.id);
        yield* put(accountUnlinked(change.id));
        break;
      case 'removePhone':
        yield* call(callApi<[number], void>, deletePhoneNumber, change.id);
        yield* put(phoneNumberRemoved({ accountId: change.accountId, id: change.id }));
        break;
    }
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(
      changeFailed({
        errorKey: errorKeyOf(error),
        blockers: usagesOf((error as { details?: unknown } | null)?.details),
      }),
    );
  }
}

export function* whatsappAccountsSaga(): SagaIterator<void> {
  yield* takeLatest(accountsRequested, loadAccountsSaga);
  yield* takeLeading(signupStarted, signupSaga);
  yield* takeEvery(changeRequested, changeSaga);
}
