/** The paths the identity provider answers itself (before any fastify route). */
import { isProviderPath } from '../../../src/server/identity';

describe('isProviderPath', () => {
  it.each([
    '/connect/token',
    '/connect/authorize?client_id=relay-spa',
    '/connect/userinfo/extra',
    '/.well-known/openid-configuration',
  ])('is the provider’s: %s', (url) => expect(isProviderPath(url)).toBe(true));

  it.each([
    '/connect/userinfo',
    '/connect/userinfo?x=1',
    '/webhooks/whatsapp',
    '/api/users/current',
    '/connect',
    '/r/token?u=/connect/token',
  ])('is not the provider’s: %s', (url) => expect(isProviderPath(url)).toBe(false));
});
