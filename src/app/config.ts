import type { SpaConfig } from '../common/identity';

declare global {
  interface Window {
    /** Written into index.html by the server in place of `<!--RELAY_CONFIG-->`. */
    __RELAY_CONFIG__?: Partial<SpaConfig>;
  }
}

/** The values used when the page was not served by our server (e.g. a bare webpack build). */
function defaults(): SpaConfig {
  return {
    authority: window.location.origin,
    clientId: 'relay-spa',
    scope: 'openid profile email api',
    devTools: false,
  };
}

/**
 * The SPA's settings, read from `window.__RELAY_CONFIG__` on every call so tests can set them.
 * This is the only module that reads the global.
 */
export function getConfig(): SpaConfig {
  return { ...defaults(), ...(window.__RELAY_CONFIG__ ?? {}) };
}
