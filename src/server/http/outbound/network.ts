/**
 * The network as the server's requests to users' URLs see it: name resolution and connections
 * to an address. Outside the product (tests replace it with a small world of their own); the
 * app composes the real one.
 */
import { lookup } from 'node:dns/promises';
import { connect as netConnect } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';

export interface Network {
  /** Every address the name resolves to. */
  resolve(hostname: string): Promise<string[]>;
  /** A connection to exactly this address (no second lookup: the checked address is used). */
  connect(target: { address: string; port: number; tls: boolean; servername: string }): Duplex;
}

export const realNetwork: Network = {
  async resolve(hostname) {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  },
  connect({ address, port, tls, servername }) {
    return tls
      ? tlsConnect({ host: address, port, servername, ALPNProtocols: ['http/1.1'] })
      : netConnect({ host: address, port });
  },
};
