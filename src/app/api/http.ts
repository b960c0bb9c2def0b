/**
 * The part of ky's interface the SPA uses, on plain `fetch`: a client per service with a prefix
 * URL, hooks that may change a request before it goes (the bearer token), a time-out, a JSON
 * parser (key normalisation), `json`/`searchParams`/`body`/`headers`/`signal` options, and
 * errors for non-2xx answers (HTTPError) and time-outs (TimeoutError). ky itself cost 5.7 KB of
 * the 170 KB start-up budget (gzip); this is well under 1 KB. Retries are deliberately absent:
 * the sagas own the one retry after a token refresh (spec section 7).
 */

/** A non-2xx answer; `response` is unread, so its error body can still be parsed. */
export class HTTPError extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
    this.name = 'HTTPError';
  }
}

export class TimeoutError extends Error {
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = 'TimeoutError';
  }
}

export interface RequestOptions {
  /** Sent as JSON with its content type. */
  json?: unknown;
  body?: BodyInit | null;
  searchParams?: Record<string, string | number | boolean> | URLSearchParams | string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds until TimeoutError; false for none. Defaults to the client's. */
  timeout?: number | false;
}

/** The answer's promise; `.json()` parses the body with the client's parser ('' when empty). */
export interface ResponsePromise extends Promise<Response> {
  json<T = unknown>(): Promise<T>;
}

type Send = (url: string, options?: RequestOptions) => ResponsePromise;

export interface HttpClient {
  get: Send;
  post: Send;
  put: Send;
  patch: Send;
  delete: Send;
}

export interface HttpClientOptions {
  prefixUrl: string;
  timeout: number;
  parseJson: (text: string) => unknown;
  beforeRequest: ((request: Request) => Promise<void> | void)[];
}

export function createHttpClient(settings: HttpClientOptions): HttpClient {
  const base = settings.prefixUrl.endsWith('/') ? settings.prefixUrl : `${settings.prefixUrl}/`;

  async function run(method: string, path: string, options: RequestOptions): Promise<Response> {
    const url = new URL(path, base);
    if (options.searchParams !== undefined) {
      url.search = new URLSearchParams(
        options.searchParams as Record<string, string> | URLSearchParams | string,
      ).toString();
    }
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json');
    }
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    // One controller for the caller's signal and the time-out.
    const controller = new AbortController();
    const { signal } = options;
    const forward = () => controller.abort(signal?.reason);
    if (signal?.aborted) forward();
    signal?.addEventListener('abort', forward);
    const limit = options.timeout ?? settings.timeout;
    let timedOut = false;
    const timer =
      limit === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit);
    const request = new Request(url, { method, headers, body, signal: controller.signal });
    try {
      for (const hook of settings.beforeRequest) await hook(request);
      // Cancelled while the hooks ran (a saga left): do not send at all.
      controller.signal.throwIfAborted();
      const response = await fetch(request);
      if (!response.ok) throw new HTTPError(response, request);
      return response;
    } catch (error) {
      throw timedOut ? new TimeoutError(request) : error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }

  const sender =
    (method: string): Send =>
    (path, options = {}) => {
      const promise = run(method, path, options);
      return Object.assign(promise, {
        json: async <T>() => {
          const text = await (await promise).text();
          return (text ? settings.parseJson(text) : '') as T;
        },
      });
    };

  return {
    get: sender('GET'),
    post: sender('POST'),
    put: sender('PUT'),
    patch: sender('PATCH'),
    delete: sender('DELETE'),
  };
}
