import { createHttpClient, HTTPError, TimeoutError } from '../../../src/app/api/http';

/** The small fetch client that stands in for ky: what the API layer relies on. */
describe('createHttpClient', () => {
  let fetchMock: jest.SpyInstance;
  const client = (timeout = 30_000) =>
    createHttpClient({
      prefixUrl: 'http://localhost/api',
      timeout,
      parseJson: (text) => ({ parsed: JSON.parse(text) }),
      beforeRequest: [(request) => request.headers.set('x-hook', 'yes')],
    });

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('sends JSON with query parameters under the prefix, through the hooks', async () => {
    fetchMock.mockResolvedValue(new Response('{"a":1}', { status: 200 }));
    const answer = await client()
      .post('Things/Add', { json: { Name: 'x' }, searchParams: { consentType: 5 } })
      .json();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/Things/Add?consentType=5');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-hook')).toBe('yes');
    expect(await request.text()).toBe('{"Name":"x"}');
    expect(answer).toEqual({ parsed: { a: 1 } });
  });

  it('answers an empty body as an empty string', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await client().delete('Things/1').json()).toBe('');
  });

  it('throws HTTPError with the unread answer for a non-2xx status', async () => {
    fetchMock.mockResolvedValue(new Response('{"errorKey":"notFound"}', { status: 404 }));
    const error = await client()
      .get('Things/9')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect(await (error as HTTPError).response.json()).toEqual({ errorKey: 'notFound' });
  });

  it('throws TimeoutError when no answer comes in time, aborting the request', async () => {
    fetchMock.mockImplementation(
      (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const error = await client(20)
      .get('Slow')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("passes the caller's abort on as an AbortError", async () => {
    fetchMock.mockImplementation(
      (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const pending = client().get('Slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
  });
});
