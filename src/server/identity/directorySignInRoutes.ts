/**
 * Sign-in through the company directory (OIDC_ISSUER set): the sign-in page's directory button
 * sends the browser from our provider's login interaction to the directory, and the directory's
 * answer finishes that interaction. The person's
 * directory groups feed single sign-on before any token of ours exists.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database';
import { escapeHtml, pickLanguage, text, type Language } from '../http/texts';
import type { DirectoryClient, PendingSignIn } from './directory';
import { upsertDirectoryUser } from './directoryUsers';
import { identityPage } from './signInPage';
import { syncDirectoryGroups } from './ssoSync';
import { currentAccountId } from './users';

/** The directory's answer comes back here; register this address at the directory. */
export const directoryCallbackPath = '/signin/directory/callback';

/** How long a sign-in may stay at the directory (our interaction lives about as long). */
const pendingMinutes = 15;

interface Options {
  db: Database;
  provider: Provider;
  directory: DirectoryClient;
  publicUrl: string;
}

export async function directorySignInRoutes(
  app: FastifyInstance,
  { db, provider, directory, publicUrl }: Options,
) {
  const publicRoute = { config: { public: true }, schema: { hide: true } };

  /** A page that says why signing in stopped, with the way back into Relay. */
  function refuse(reply: FastifyReply, status: number, language: Language, reason: string) {
    const title = text(language, 'signin.error.title');
    const body = `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(text(language, reason))}</p>
<p><a href="${escapeHtml(`${publicUrl}/`)}">${escapeHtml(text(language, 'signin.error.back'))}</a></p>`;
    return reply
      .status(status)
      .type('text/html')
      .send(identityPage(language, title, body));
  }

  app.get<{ Params: { uid: string } }>(
    '/signin/:uid/directory',
    publicRoute,
    async (request, reply) => {
      const language = pickLanguage(request.headers['accept-language']);
      const interaction = await provider.Interaction.find(request.params.uid);
      if (!interaction) return refuse(reply, 400, language, 'signin.expired');
      let start: Awaited<ReturnType<DirectoryClient['start']>>;
      try {
        start = await directory.start();
      } catch (error) {
        request.log.error({ err: error }, 'the directory cannot be reached');
        return refuse(reply, 502, language, 'signin.directory.unreachable');
      }
      await db.query(
        `delete from external_signins where created_at < now() - make_interval(mins => $1)`,
        [pendingMinutes],
      );
      await db.query(
        `insert into external_signins (state, interaction_uid, code_verifier, nonce)
       values ($1, $2, $3, $4)`,
        [start.pending.state, interaction.uid, start.pending.codeVerifier, start.pending.nonce],
      );
      return reply.redirect(start.url, 303);
    },
  );

  app.get<{ Querystring: { state?: string; error?: string } }>(
    directoryCallbackPath,
    publicRoute,
    async (request, reply) => {
      const language = pickLanguage(request.headers['accept-language']);
      // Each answer is redeemed once: the row goes whatever happens next.
      const [row] = await db.query<PendingSignIn & { interaction_uid: string }>(
        `delete from external_signins
         where state = $1 and created_at > now() - make_interval(mins => $2)
         returning state, interaction_uid, code_verifier as "codeVerifier", nonce`,
        [request.query.state ?? '', pendingMinutes],
      );
      if (!row) return refuse(reply, 400, language, 'signin.expired');
      if (request.query.error) {
        request.log.warn({ error: request.query.error }, 'the directory refused the sign-in');
        return refuse(reply, 401, language, 'signin.directory.refused');
      }
      const interaction = await provider.Interaction.find(row.interaction_uid);
      if (!interaction) return refuse(reply, 400, language, 'signin.expired');

      let identity;
      try {
        identity = await directory.finish(new URL(request.url, publicUrl), row);
      } catch (error) {
        request.log.warn({ err: error }, 'the directory answer could not be redeemed');
        return refuse(reply, 401, language, 'signin.directory.refused');
      }
      const user = await upsertDirectoryUser(db, identity);
      await syncDirectoryGroups(db, user.id, identity.groups);
      if ((await currentAccountId(db, user)) === null) {
        return refuse(reply, 403, language, 'signin.directory.noAccount');
      }

      // What provider.interactionFinished does, for an interaction found by its id: the
      // interaction cookie is scoped to /signin/{uid} and does not reach this address.
      interaction.result = { login: { accountId: user.sub } };
      await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
      return reply.redirect(interaction.returnTo, 303);
    },
  );
}
