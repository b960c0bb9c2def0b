/**
 * The embedded-signup popup as Facebook plays it: the business picks a name and a number, and the
 * page posts `WA_EMBEDDED_SIGNUP` (FINISH with waba_id, phone_number_id, business_id and the code
 * for the code exchange, or CANCEL) to its opener as a JSON string, then closes.
 * Open it at `{emulator}/_emulator/embedded-signup?origin={the opener's origin}`. With an
 * existing WABA's id filled in (or `&waba_id=` given), Finish adds a new number to that WABA, as
 * choosing an existing business account in Facebook's flow does.
 *
 * Facebook knows who the person is; the emulator asks its `EmulatorAccess`: Finish sends the
 * opener's sign-in token (Relay's SPA keeps it in its tab's sessionStorage under `tokenKey`) or
 * the control key, so codes are issued only for a caller's own WABA. The script is a file of its
 * own so the page runs under a Content-Security-Policy without inline script.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../server/http/texts';
import type { EmulatorAccess } from './access';
import type { CloudApiEmulator } from './emulator';
import { graphError } from './graphErrors';

const page = (origin: string, wabaId: string, tokenKey: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WhatsApp Business signup (emulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.4rem}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}</style>
<script src="embedded-signup.js" defer></script>
</head><body>
<h1>Connect WhatsApp (emulator)</h1>
<form id="signup" data-origin="${escapeHtml(origin)}" data-token-key="${escapeHtml(tokenKey)}">
<label for="name">Business name</label><input id="name" name="name" value="Demo Business" required>
<label for="phone">Phone number</label><input id="phone" name="phone" value="+49 151 23456789" required>
<label for="waba">Existing WhatsApp business account id (optional)</label><input id="waba" name="waba" value="${escapeHtml(wabaId)}">
<button type="submit" id="finish">Finish</button><button type="button" id="cancel">Cancel</button>
</form>
<p id="error" role="alert"></p>
</body></html>`;

const script = `'use strict';
const form = document.getElementById('signup');
const origin = form.dataset.origin;
const post = (message) => {
  if (window.opener) window.opener.postMessage(JSON.stringify(message), origin);
  window.close();
};
/** The opener's current access token (same origin), else the copy this tab started with. */
const token = () => {
  const key = form.dataset.tokenKey;
  const read = (storage) => {
    try {
      const stored = storage && storage.getItem(key);
      return stored ? JSON.parse(stored).access_token : undefined;
    } catch {
      return undefined;
    }
  };
  let opened;
  try {
    opened = window.opener && window.opener.sessionStorage;
  } catch {
    opened = undefined;
  }
  return read(opened) || read(window.sessionStorage);
};
document.getElementById('cancel').addEventListener('click', () =>
  post({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'BUSINESS_INFO' } }));
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const bearer = token();
  const response = await fetch(location.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer && { authorization: 'Bearer ' + bearer }) },
    body: JSON.stringify({ name: document.getElementById('name').value, displayPhoneNumber: document.getElementById('phone').value, wabaId: document.getElementById('waba').value }),
  });
  if (!response.ok) {
    document.getElementById('error').textContent = 'Signup failed (' + response.status + ')';
    return;
  }
  const result = await response.json();
  post({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: {
    waba_id: result.wabaId, phone_number_id: result.phoneNumberIds[0], business_id: result.businessId, code: result.code } });
});
`;

/** The popup's routes: anyone may load its page and script; its Finish checks the caller itself. */
export const isSignupRoute = (method: string, route: string | undefined) =>
  (method === 'GET' && /\/embedded-signup(\.js)?$/.test(route ?? '')) ||
  (method === 'POST' && /\/embedded-signup$/.test(route ?? ''));

export async function signupPage(
  app: FastifyInstance,
  options: { emulator: CloudApiEmulator; access: EmulatorAccess; tokenKey: string },
) {
  app.get<{ Querystring: { origin?: string; waba_id?: string } }>(
    '/embedded-signup',
    async (request, reply) =>
      reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(page(request.query.origin || '*', request.query.waba_id ?? '', options.tokenKey)),
  );
  app.get('/embedded-signup.js', async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send(script),
  );
  /**
   * What the page's Finish does: a new WABA with one number, not yet subscribed or registered;
   * or, with `wabaId`, a new unregistered number of that WABA and a code for it.
   */
  app.post<{ Body: { name?: string; displayPhoneNumber?: string; wabaId?: string } }>(
    '/embedded-signup',
    async (request, reply) => {
      const { wabaId, displayPhoneNumber } = request.body ?? {};
      if (!(await options.access.signup(request, wabaId || undefined))) {
        throw graphError(190, 'Sign in to link a WhatsApp business account.');
      }
      if (wabaId) {
        const phoneNumberId = options.emulator.addPhone(wabaId, {
          displayPhoneNumber: displayPhoneNumber || undefined,
          registered: false,
        });
        return reply.status(201).send({
          wabaId,
          businessId: options.emulator.waba(wabaId).businessId,
          phoneNumberIds: [phoneNumberId],
          code: options.emulator.issueCode(wabaId, phoneNumberId),
        });
      }
      return reply.status(201).send(
        options.emulator.addWaba({
          name: request.body?.name || undefined,
          subscribed: false,
          phoneNumbers: [
            {
              displayPhoneNumber: request.body?.displayPhoneNumber || undefined,
              registered: false,
            },
          ],
        }),
      );
    },
  );
}
