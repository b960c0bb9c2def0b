/**
 * The embedded OpenID Connect provider (oidc-provider) under /connect/*: authorization code flow
 * with PKCE (S256), rotated refresh tokens, JWT access tokens for our API that name the user's
 * current account. See docs/oidc-provider.md.
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database';
import { escapeHtml, pickLanguage, text } from '../http/texts';
import { postgresAdapterFactory } from './oidcAdapter';
import type { ServerSecrets } from './secrets';
import { logoutSource } from './logoutPage';
import { endAccessTokens } from './signOut';
import { identityPage } from './signInPage';
import { directoryGroupsOf } from './ssoSync';
import { currentAccountId, findUserBySub, toUserData } from './users';

export const spaClientId = 'relay-spa';
export const apiScope = 'api';
/** What the SPA asks for at sign-in and at every refresh. */
export const spaScope = 'openid profile email api';

const profileClaims = [
  'given_name',
  'family_name',
  'salutation',
  'title',
  'username',
  'locale',
  'accountId',
  'rows_per_page',
  // The directory groups of the user (single sign-on).
  'groups',
];

export interface ProviderSettings {
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where provider errors are logged: their real reason is only in the event, not the answer. */
  logError: (error: unknown) => void;
}

/** The audience of our API's access tokens. */
export const apiAudience = (publicUrl: string) => `${publicUrl}/api`;

export function createProvider(db: Database, secrets: ServerSecrets, settings: ProviderSettings) {
  const { publicUrl } = settings;
  const audience = apiAudience(publicUrl);

  const configuration: Configuration = {
    adapter: postgresAdapterFactory(db),
    clients: [
      {
        client_id: spaClientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/loginCallback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access', apiScope],
    claims: { openid: ['sub'], email: ['email'], profile: profileClaims },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await findUserBySub(db, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          const accountId = (await currentAccountId(db, user)) ?? 0;
          return { ...toUserData(user, accountId), groups: await directoryGroupsOf(db, user.id) };
        },
      };
    },
    // First-party app: no consent page. The grant gets what the SPA asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(clientId);
      const grant =
        (grantId && (await Grant.find(grantId))) ||
        new Grant({ clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope(`openid profile email offline_access ${apiScope}`);
      grant.addOIDCClaims(['email', ...profileClaims]);
      grant.addResourceScope(audience, apiScope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const user = await findUserBySub(db, token.accountId);
      // The account named here is the one every API request is scoped to; iat_ms lets a
      // sign-out end every token issued before it to the millisecond (see signOut.ts).
      return user ? { accountId: await currentAccountId(db, user), iat_ms: Date.now() } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      // Served by fastify: the spec's POST connect/userinfo reads our API's access token.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new Error(`unknown resource ${resource}`);
          return {
            scope: apiScope,
            audience,
            accessTokenTTL: settings.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // Our SPA's sign-out submits itself; one started elsewhere asks first.
        logoutSource: logoutSource(publicUrl),
        postLogoutSuccessSource(ctx) {
          const language = pickLanguage(ctx.get('accept-language'));
          ctx.body = identityPage(
            language,
            text(language, 'signin.logout.title'),
            `<p>${escapeHtml(text(language, 'signin.logout.done'))}</p>
<p><a href="${publicUrl}/">${escapeHtml(text(language, 'signin.error.back'))}</a></p>`,
          );
        },
      },
    },
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      userinfo: '/connect/userinfo',
      end_session: '/connect/end_session',
      jwks: '/connect/jwks',
      revocation: '/connect/revocation',
      introspection: '/connect/introspection',
      code_verification: '/connect/device',
      device_authorization: '/connect/device/auth',
      pushed_authorization_request: '/connect/par',
      backchannel_authentication: '/connect/backchannel',
      challenge: '/connect/challenge',
    },
    discovery: { userinfo_endpoint: `${publicUrl}/connect/userinfo` },
    interactions: { url: (_ctx, interaction) => `/signin/${interaction.uid}` },
    ttl: {
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? settings.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: settings.refreshTokenTtlSeconds,
      Session: settings.refreshTokenTtlSeconds,
      RefreshToken: settings.refreshTokenTtlSeconds,
    },
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: secrets.cookieKeys, long: { signed: true }, short: { signed: true } },
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    renderError(ctx, out) {
      const language = pickLanguage(ctx.get('accept-language'));
      ctx.type = 'html';
      ctx.body = identityPage(
        language,
        text(language, 'signin.error.title'),
        `<h1>${escapeHtml(text(language, 'signin.error.title'))}</h1>
<p class="error">${escapeHtml(String(out.error_description ?? out.error))}</p>
<p><a href="${publicUrl}/">${escapeHtml(text(language, 'signin.error.back'))}</a></p>`,
      );
    },
  };

  const provider = new Provider(publicUrl, configuration);
  // A finished sign-out ends the person's access tokens before the answer leaves.
  provider.on('end_session.success', (ctx) => {
    ctx.state.signedOut = ctx.oidc.session?.accountId;
  });
  provider.use(async (ctx, next) => {
    await next();
    const sub: unknown = ctx.state.signedOut;
    if (typeof sub === 'string') await endAccessTokens(db, sub);
  });
  provider.on('grant.error', (_ctx, error) => settings.logError(error));
  provider.on('server_error', (_ctx, error) => settings.logError(error));
  if (new URL(publicUrl).protocol === 'https:') provider.proxy = true;
  return provider;
}
