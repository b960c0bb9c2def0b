import { CANCEL } from 'redux-saga';
import { configureAccessToken } from '../../../src/app/api/client';
import { ApiRequestError, errorKeyOf, isAbortError, statusOf } from '../../../src/app/api/errors';
import { fetchAccounts, fetchUserData, switchAccount } from '../../../src/app/api/identity';
import { fetchExternalSwitchAccountCallback } from '../../../src/app/api/login';
import { lowerCamel, normalizeKeys } from '../../../src/app/api/normalizeKeys';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('the API layer', () => {
  let fetchMock: jest.SpyInstance;

  beforeEach(() => {
    configureAccessToken(async () => 'token-123');
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    fetchMock.mockRestore();
    configureAccessToken(async () => null);
  });

  it('adds the bearer token and calls the path of spec section 7', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ Id: 1, Name: 'Relay Demo GmbH', Locked: false }]));
    const accounts = await fetchAccounts();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/Authorization/account');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    // Keys normalised to lower-camel case.
    expect(accounts).toEqual([{ id: 1, name: 'Relay Demo GmbH', locked: false }]);
  });

  it('posts to connect/userinfo and keeps snake-case claims', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ sub: 'u1', given_name: 'Anna', AccountId: 3 }));
    const user = await fetchUserData();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/connect/userinfo');
    expect(user).toEqual({ sub: 'u1', given_name: 'Anna', accountId: 3 });
  });

  it('sends no Authorization header without a token', async () => {
    configureAccessToken(async () => null);
    fetchMock.mockResolvedValue(jsonResponse({ callbackUrl: null }));
    await fetchExternalSwitchAccountCallback(4);
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.has('Authorization')).toBe(false);
    expect(new URL(request.url).search).toBe('?accountId=4');
  });

  it('turns an error answer into ApiRequestError with the server error key', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errorKey: 'accountLocked', message: 'The account is locked' }, 409),
    );
    const error = await switchAccount(3).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(statusOf(error)).toBe(409);
    expect(errorKeyOf(error)).toBe('accountLocked');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('PATCH');
    expect(new URL(request.url).pathname).toBe('/api/Authorization/user/switchaccount/3');
  });

  it('reports a 401 without a body by its status', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    const error = await fetchAccounts().catch((caught: unknown) => caught);
    expect(statusOf(error)).toBe(401);
  });

  it('can be cancelled by redux-saga: the request is aborted', async () => {
    fetchMock.mockImplementation(
      (request: Request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const promise = fetchAccounts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    (promise as unknown as Record<typeof CANCEL, () => void>)[CANCEL]();
    const error = await promise.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('normalizeKeys', () => {
  it.each([
    ['AccountId', 'accountId'],
    ['ID', 'id'],
    ['HTMLText', 'htmlText'],
    ['accountId', 'accountId'],
    ['given_name', 'given_name'],
    ['X', 'x'],
  ])('%s → %s', (key, expected) => {
    expect(lowerCamel(key)).toBe(expected);
  });

  it('walks nested objects and arrays, leaving values alone', () => {
    expect(
      normalizeKeys({ Items: [{ Name: 'A', Tags: ['X'] }], TotalCount: 1, Empty: null }),
    ).toEqual({ items: [{ name: 'A', tags: ['X'] }], totalCount: 1, empty: null });
  });
});
