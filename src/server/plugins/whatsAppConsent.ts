import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holdsWhatsAppRight } from '../../common/rights';
import { consentTypes, whatsAppConsentMissing } from '../../common/shell';
import { HttpError } from '../http/httpError';
import type { ConsentCache } from '../suite/consentCache';

/** Paths of the WhatsApp service (spec section 7) and of its recipient calls. */
const whatsAppPrefixes = ['/WhatsAppApi/', '/SubscriberAPI/WhatsApp/'];

/**
 * WhatsApp calls the shell makes on every page, which read only what Relay stores and send
 * nothing to Meta: the notification centre's WhatsApp notifications and the start page's
 * WhatsApp widgets. They answer without the consent, so the header and the start page of an
 * account that has not agreed yet work (and show nothing of WhatsApp, as there is nothing).
 */
const shellPrefixes = [
  '/WhatsAppApi/UserNotification/',
  '/WhatsAppApi/Dashboard/',
  '/WhatsAppApi/newsletter/getRelayDashboardItems',
];

/**
 * Whether a route belongs to the WhatsApp function, which needs the account's WhatsApp consent
 * (spec section 1): its path is the WhatsApp service's or it needs a WhatsApp right. Public
 * routes (the webhooks, the click redirect `/r/{token}`, the emulator) have no account and never
 * need it; the consent calls are suite routes without a WhatsApp right.
 */
export function needsWhatsAppConsent(route: {
  url?: string;
  config: { public?: boolean; rights?: readonly string[] };
}): boolean {
  const url = route.url ?? '';
  if (route.config.public) return false;
  if (shellPrefixes.some((prefix) => url.startsWith(prefix))) return false;
  return (
    whatsAppPrefixes.some((prefix) => url.startsWith(prefix)) ||
    holdsWhatsAppRight(route.config.rights ?? [])
  );
}

export const whatsAppConsentMissingError = () =>
  new HttpError(
    403,
    whatsAppConsentMissing,
    'The account has not agreed to the use of third-party software for WhatsApp yet.',
  );

/**
 * Refuses every WhatsApp call (403 `whatsAppConsentMissing`) while the account in the caller's
 * access token has not given the WhatsApp consent. Registered after the auth plugin, whose hook
 * has set `request.access` (and refused callers without the route's rights) by then.
 */
export const whatsAppConsentPlugin = fp(
  async (app: FastifyInstance, { consents }: { consents: ConsentCache }) => {
    // A callback hook: calls without an account (every webhook) go on without a promise.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      if (!request.access || !needsWhatsAppConsent(request.routeOptions)) return done();
      consents.isGiven(request.access.accountId, consentTypes.whatsApp).then(
        (given) => done(given ? undefined : whatsAppConsentMissingError()),
        (error: Error) => done(error),
      );
    });
  },
);
