import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database';
import { pickLanguage, text } from '../http/texts';
import { verifyPassword } from './passwords';
import { signInPage } from './signInPage';
import { syncDirectoryGroups } from './ssoSync';
import { clearFailures, reserveAttempt, type ThrottleSettings } from './signInThrottle';
import { findUserByUsername } from './users';

interface Options {
  db: Database;
  provider: Provider;
  throttle: ThrottleSettings;
  /** A company directory is configured: the page offers it. */
  directory: boolean;
}

interface SignInBody {
  username?: string;
  password?: string;
  lang?: string;
}

/**
 * The provider's login interaction: our own sign-in page, in German or English. Public routes:
 * the person is not signed in yet.
 */
export async function signInRoutes(
  app: FastifyInstance,
  { db, provider, throttle, directory }: Options,
) {
  const publicRoute = {
    config: { public: true, limitedAs: 'signIn' as const },
    schema: { hide: true },
  };

  /**
   * The sign-in in progress: whether the provider still knows it (this browser's, under this
   * address), and its language — asked for on the page, else at sign-in (ui_locales), else the
   * browser's.
   */
  async function interactionOf(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
    explicit?: string,
  ) {
    const browser = request.headers['accept-language'];
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const asked = details.params.ui_locales as string | undefined;
      const alive = details.uid === request.params.uid;
      return { alive, language: pickLanguage(explicit, asked, browser) };
    } catch {
      return { alive: false, language: pickLanguage(explicit, browser) };
    }
  }

  app.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
    '/signin/:uid',
    publicRoute,
    async (request, reply) => {
      const { uid } = request.params;
      const { alive, language } = await interactionOf(request, reply, request.query.lang);
      if (!alive) {
        const error = text(language, 'signin.expired');
        return reply
          .status(400)
          .type('text/html')
          .send(signInPage({ uid, language, error, directory }));
      }
      return reply.type('text/html').send(signInPage({ uid, language, directory }));
    },
  );

  app.post<{ Params: { uid: string }; Body: SignInBody }>(
    '/signin/:uid',
    publicRoute,
    async (request, reply) => {
      const { uid } = request.params;
      const username = String(request.body?.username ?? '').trim();
      const password = String(request.body?.password ?? '');
      const { alive, language } = await interactionOf(request, reply, request.body?.lang);
      const again = (status: number, error: string) =>
        reply
          .status(status)
          .type('text/html')
          .send(signInPage({ uid, language, username, error, directory }));

      // Passwords are checked only inside a sign-in in progress, never for a made-up address.
      if (!alive) return again(400, text(language, 'signin.expired'));
      if (!username || !password) return again(400, text(language, 'signin.required'));
      const wait = await reserveAttempt(db, username, request.ip, throttle);
      if (wait > 0) {
        return again(429, text(language, 'signin.throttled', { minutes: Math.ceil(wait / 60) }));
      }
      const user = await findUserByUsername(db, username);
      if (!user || !(await verifyPassword(password, user.password_hash))) {
        return again(401, text(language, 'signin.invalid'));
      }
      await clearFailures(db, username);
      // Single sign-on: the directory groups feed the account's mappings before any token exists.
      await syncDirectoryGroups(db, user.id);
      // The provider writes its redirect to the raw response itself.
      reply.hijack();
      try {
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.sub } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in interaction could not be finished');
        reply.raw.statusCode = 400;
        reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
        reply.raw.end(
          signInPage({
            uid,
            language,
            username,
            directory,
            error: text(language, 'signin.expired'),
          }),
        );
      }
    },
  );
}
