/** Sign-ins, calls and waits shared by the conversation write calls' tests. */
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import { call as emulatorCall } from '../../../support/emulator';
import { accessTokenOf, api } from '../../../support/signIn';
import type { TestServer } from '../../../support/testServer';
import { waitFor } from '../../../support/waitFor';

export { waitFor };

/** The demo WABA's second number: no double opt-in process listens on it. */
export const serviceNumber = demoWaba.phoneNumbers[1].phoneNumberId;

export interface Callers {
  marketer: string;
  viewer: string;
  /** Signed in, without any right. */
  nobody: string;
}

export async function signInAll(server: TestServer): Promise<Callers> {
  const [marketer, viewer, nobody] = await Promise.all([
    accessTokenOf(server.baseUrl, 'marketer', 'relay-marketer'),
    accessTokenOf(server.baseUrl, 'viewer', 'relay-viewer'),
    accessTokenOf(server.baseUrl, 'sso-demo', 'relay-sso'),
  ]);
  return { marketer, viewer, nobody };
}

/** A JSON call; answers the status and the parsed body. */
export async function callAs(
  server: TestServer,
  token: string,
  path: string,
  method = 'GET',
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
): Promise<{ status: number; body: any }> {
  const response = await api(server.baseUrl, token, `/WhatsAppApi/conversation/${path}`, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export const control = (server: TestServer) => ({
  url: `${server.baseUrl}/_graph/_emulator`,
  token: server.config.whatsapp.emulator.controlKey,
});

export interface SentAtEmulator {
  wamid: string;
  to: string;
  request: {
    type: string;
    text?: { body: string };
    template?: {
      name: string;
      language: { code: string };
      components?: { type: string; parameters: { type: string; text?: string }[] }[];
    };
  };
}

export async function sentTo(server: TestServer, person: string): Promise<SentAtEmulator[]> {
  const { url, token } = control(server);
  return (await emulatorCall(`${url}/messages?to=${person}`, { token })).body;
}

export async function userIdOf(server: TestServer, username: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select id from users where username = $1', [
    username,
  ]);
  return row.id;
}
