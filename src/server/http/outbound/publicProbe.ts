/**
 * Whether a user's URL answers, asked from the server without letting the URL reach inside:
 * each hop's name is resolved, every address it resolves to must be public (publicAddress.ts),
 * and the connection goes to the address that was checked (a second lookup could answer
 * 127.0.0.1: DNS rebinding). Redirects are followed by hand, each target checked the same way.
 * A refused address answers like an unreachable one, so the answer tells nothing about what
 * lies inside (no open/closed port, no "internal").
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Network } from './network';
import { isPublicAddress } from './publicAddress';

export type ProbeOutcome = 'reachable' | 'unreachable';

const maxRedirects = 5;

/** The one address a hop may use, or null when the host is not public (or does not resolve). */
async function checkedAddress(
  network: Network,
  hostname: string,
  signal: AbortSignal,
): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await network.resolve(host).catch(() => []);
  if (signal.aborted) return null;
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return null;
  return addresses[0];
}

function head(network: Network, url: URL, address: string, signal: AbortSignal) {
  const tls = url.protocol === 'https:';
  const request = tls ? httpsRequest : httpRequest;
  const port = Number(url.port) || (tls ? 443 : 80);
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = request(url, {
      method: 'HEAD',
      signal,
      headers: { 'user-agent': 'Relay link check' },
      createConnection: () =>
        network.connect({ address, port, tls, servername: url.hostname }) as never,
    });
    outgoing.once('response', (response) => {
      response.resume();
      resolve(response);
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

export function publicProbe(network: Network, timeoutMs: number) {
  return async (target: string): Promise<ProbeOutcome> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return 'unreachable';
    }
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unreachable';
      const address = await Promise.race([
        checkedAddress(network, url.hostname, signal),
        new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null))),
      ]);
      if (!address) return 'unreachable';
      let response: IncomingMessage;
      try {
        response = await head(network, url, address, signal);
      } catch {
        return 'unreachable';
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        try {
          url = new URL(location, url);
        } catch {
          return 'unreachable';
        }
        continue;
      }
      return status < 400 || status === 405 ? 'reachable' : 'unreachable';
    }
    return 'unreachable';
  };
}
