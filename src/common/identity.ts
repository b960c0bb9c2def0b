/** Data shapes of the identity service (spec sections 3 and 7), shared by the SPA and the server. */

/** `POST /connect/userinfo`: the user data of spec section 3. */
export interface UserData {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  salutation: string;
  title: string;
  username: string;
  /** A locale id such as `de-DE` or `en-US`; the UI is German when it starts with `de`. */
  locale: string;
  /** The account the user currently works for. */
  accountId: number;
  rows_per_page: number;
}

/** `GET /api/Authorization/account`: the accounts the user may work for. */
export interface Account {
  id: number;
  name: string;
  locked: boolean;
}

/** `GET /Login/LoginWebApi/ExternalSwitchAccountCallback?accountId=`. */
export interface ExternalSwitchAccountCallback {
  callbackUrl: string | null;
}

/** Settings the server hands the SPA in index.html as `window.__RELAY_CONFIG__`. */
export interface SpaConfig {
  /** The OpenID Connect issuer (the embedded provider at PUBLIC_URL by default). */
  authority: string;
  clientId: string;
  /** Scopes asked for at sign-in and at every refresh. */
  scope: string;
  /** Redux DevTools switched on in production by the REDUX_DEVTOOLS setting. */
  devTools: boolean;
  /** How the embedded signup runs; absent: not offered. */
  whatsappSignup?: WhatsAppSignupConfig;
}

/**
 * The embedded signup: the bundled emulator's page in a popup (emulated mode), or Facebook's
 * JS SDK with the Meta app and its embedded-signup configuration id.
 */
export type WhatsAppSignupConfig =
  | { mode: 'emulator'; url: string }
  | { mode: 'facebook'; appId: string; configId: string; apiVersion: string };

/** The one shape of every error answer of the server (ARCHITECTURE.md). */
export interface ApiError {
  errorKey: string;
  message: string;
  details?: { field: string; reason: string; params?: Record<string, number | string> }[];
}

/** Error keys of the identity service. */
export const identityErrorKeys = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  accountUnknown: 'accountUnknown',
  accountLocked: 'accountLocked',
  accountNotAllowed: 'accountNotAllowed',
  validation: 'validation',
  notFound: 'notFound',
} as const;
