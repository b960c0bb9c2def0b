/**
 * jsdom lacks fetch, Request, Response, Headers, TextEncoder, streams and crypto.subtle, which ky,
 * react-router and oidc-client-ts need. Copy Node's own into the jsdom global.
 */
import { TestEnvironment } from 'jest-environment-jsdom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

export default class RelayJsdomEnvironment extends TestEnvironment {
  async setup(): Promise<void> {
    await super.setup();
    const g = this.global as unknown as Record<string, unknown>;
    const NodeRequest = globalThis.Request;
    const location = () => (this.global as unknown as { location: Location }).location;
    // Node's Request rejects relative URLs; resolve them against the page's address.
    class RelativeRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, location().href) : input, init);
      }
    }
    Object.assign(g, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        globalThis.fetch(typeof input === 'string' ? new URL(input, location().href) : input, init),
      Request: RelativeRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      FormData: globalThis.FormData,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
      TransformStream: globalThis.TransformStream,
      WritableStream: globalThis.WritableStream,
      TextEncoder,
      TextDecoder,
      structuredClone: globalThis.structuredClone,
    });
    Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
  }
}
