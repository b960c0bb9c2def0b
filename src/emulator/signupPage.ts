/**
 * The embedded-signup popup as Facebook plays it: the business picks a name and a number, and the
 * page posts `WA_EMBEDDED_SIGNUP` (FINISH with waba_id, phone_number_id, business_id and the code
 * for the code exchange, or CANCEL) to its opener as a JSON string, then closes.
 * Open it at `{emulator}/_emulator/embedded-signup?origin={the opener's origin}`. With an
 * existing WABA's id filled in (or `&waba_id=` given), Finish adds a new number to that WABA, as
 * choosing an existing business account in Facebook's flow does.
 */
import type { FastifyInstance } from 'fastify';
import type { CloudApiEmulator } from './emulator';

const page = (origin: string, wabaId: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WhatsApp Business signup (emulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.4rem}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}</style>
</head><body>
<h1>Connect WhatsApp (emulator)</h1>
<form id="signup">
<label for="name">Business name</label><input id="name" name="name" value="Demo Business" required>
<label for="phone">Phone number</label><input id="phone" name="phone" value="+49 151 23456789" required>
<label for="waba">Existing WhatsApp business account id (optional)</label><input id="waba" name="waba" value="">
<button type="submit" id="finish">Finish</button><button type="button" id="cancel">Cancel</button>
</form>
<p id="error" role="alert"></p>
<script>
const origin = ${JSON.stringify(origin).replace(/</g, '\\u003c')};
document.getElementById('waba').value = ${JSON.stringify(wabaId).replace(/</g, '\\u003c')};
const post = (message) => {
  if (window.opener) window.opener.postMessage(JSON.stringify(message), origin);
  window.close();
};
document.getElementById('cancel').addEventListener('click', () =>
  post({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'BUSINESS_INFO' } }));
document.getElementById('signup').addEventListener('submit', async (event) => {
  event.preventDefault();
  const response = await fetch(location.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
</script>
</body></html>`;

export async function signupPage(app: FastifyInstance, options: { emulator: CloudApiEmulator }) {
  app.get<{ Querystring: { origin?: string; waba_id?: string } }>(
    '/embedded-signup',
    async (request, reply) =>
      reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(page(request.query.origin || '*', request.query.waba_id ?? '')),
  );
  /**
   * What the page's Finish does: a new WABA with one number, not yet subscribed or registered;
   * or, with `wabaId`, a new unregistered number of that WABA and a code for it.
   */
  app.post<{ Body: { name?: string; displayPhoneNumber?: string; wabaId?: string } }>(
    '/embedded-signup',
    async (request, reply) => {
      const { wabaId, displayPhoneNumber } = request.body ?? {};
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
