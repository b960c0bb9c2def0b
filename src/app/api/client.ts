import ky, { type KyInstance, type ResponsePromise } from 'ky';
import { CANCEL } from 'redux-saga';
import { normalizeKeys } from './normalizeKeys';
import { toApiRequestError } from './errors';

type AccessTokenProvider = () => Promise<string | null>;

let accessTokenProvider: AccessTokenProvider = async () => null;

/**
 * Tells the API layer where the current access token comes from (oidc-client-ts's storage). The
 * bootstrap wires this once; the token never passes through the store.
 */
export function configureAccessToken(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** The current access token, for the one call ky cannot make: an upload with progress (XHR). */
export function currentAccessToken(): Promise<string | null> {
  return accessTokenProvider();
}

/** A ky instance for one service: bearer token on every request, keys normalised, no retries. */
export function createServiceClient(prefixUrl: string = window.location.origin): KyInstance {
  return ky.create({
    prefixUrl,
    retry: 0,
    timeout: 30_000,
    parseJson: (text) => normalizeKeys(JSON.parse(text)),
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await accessTokenProvider();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

type Send = (signal: AbortSignal) => ResponsePromise;

/**
 * Runs one request so that redux-saga can cancel it: the promise carries redux-saga's `CANCEL`
 * hook, which aborts the fetch when the calling saga is cancelled (takeLatest, leaving a screen).
 * The aborted request's rejection then goes nowhere, so cancelled requests are ignored silently.
 * Errors are turned into ApiRequestError.
 */
function cancellable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const promise = run(controller.signal).catch(async (error: unknown) => {
    throw await toApiRequestError(error);
  });
  Object.assign(promise, { [CANCEL]: () => controller.abort() });
  return promise;
}

/** A request whose answer is JSON of type T. */
export function requestJson<T>(send: Send): Promise<T>;
/** …reshaped by `reshape` (still cancellable). */
export function requestJson<Raw, T>(send: Send, reshape: (raw: Raw) => T): Promise<T>;
export function requestJson<Raw, T>(send: Send, reshape?: (raw: Raw) => T): Promise<T | Raw> {
  return cancellable(async (signal) => {
    const raw = await send(signal).json<Raw>();
    return reshape ? reshape(raw) : raw;
  });
}

/** A request whose answer has no body we need (204). */
export function requestVoid(send: Send): Promise<void> {
  return cancellable(async (signal) => {
    await send(signal);
  });
}
