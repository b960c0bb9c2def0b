/** Sign-ins and calls shared by the double opt-in server tests. */
import { doiDefaults, type DoiSettings } from '../../../../src/common/doubleOptIn';
import { accessTokenOf, api } from '../../../support/signIn';
import type { TestServer } from '../../../support/testServer';

export const tokenOf = (server: TestServer, username: string, password: string) =>
  accessTokenOf(server.baseUrl, username, password);

export function caller(server: TestServer) {
  return (token: string, path: string, method = 'GET', body?: unknown) =>
    api(server.baseUrl, token, path, {
      method,
      ...(body !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    });
}

/** The row id of the demo WABA's number with Graph id `graphId`. */
export async function phoneRowOf(server: TestServer, graphId: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from whatsapp_phone_numbers where phone_number_id = $1',
    [graphId],
  );
  return row.id;
}

export const settings = (
  phoneNumberId: number,
  change: Partial<DoiSettings> = {},
): DoiSettings => ({
  ...doiDefaults('de', phoneNumberId),
  ...change,
});
