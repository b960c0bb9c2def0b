/** The browser's address, used by sagas (components use the router instead). */

/** The current path with query and hash, e.g. `/WhatsApp/Overview?x=1#top`. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

export function currentPathname(): string {
  return window.location.pathname;
}

/**
 * A path on our own origin made of `target`, or null when it points elsewhere (an absolute URL to
 * another host, a protocol-relative `//host/...`, `javascript:` …). Used for the sign-in return
 * address, which comes from storage and must never send the user off-site.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target) return null;
  try {
    const origin = window.location.origin;
    const url = new URL(target, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function reloadPage(): void {
  window.location.reload();
}
