import { connect, Socket } from 'node:net';
import type { Network } from '../../src/server/http/outbound/network';

/**
 * A small internet of the test's own, standing in for DNS and the routes to other machines
 * (outside the product): `names` resolve to addresses, and `sites` say which local server
 * answers at `address:port`. Every connection asked for is recorded, so a test can show that a
 * refused address was never connected to.
 */
export function testWorld(
  names: Record<string, string[]>,
  sites: Record<string, number>,
): Network & { connections: string[] } {
  const connections: string[] = [];
  return {
    connections,
    async resolve(hostname) {
      const addresses = names[hostname];
      if (!addresses)
        throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses;
    },
    connect({ address, port }) {
      const target = `${address.includes(':') ? `[${address}]` : address}:${port}`;
      connections.push(target);
      const local = sites[target];
      if (local !== undefined) return connect(local, '127.0.0.1');
      const socket = new Socket();
      setImmediate(() =>
        socket.destroy(
          Object.assign(new Error(`ECONNREFUSED ${target}`), { code: 'ECONNREFUSED' }),
        ),
      );
      return socket;
    },
  };
}
