/**
 * Navigation for sagas. The router lives in the React tree; once mounted it registers its
 * `navigate` here (NavigatorBridge), and sagas `call(navigateTo, path)`. A saga that navigates
 * before the first render (sign-in starts at once) waits for it.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: NavigateFn | null = null;
let registered: (() => void) | null = null;
let whenRegistered = new Promise<void>((resolve) => (registered = resolve));

export function setNavigator(navigate: NavigateFn | null): void {
  navigateImpl = navigate;
  if (navigate) registered?.();
  else whenRegistered = new Promise<void>((resolve) => (registered = resolve));
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  while (!navigateImpl) await whenRegistered;
  await navigateImpl(to, options);
}

/** Back (negative) or forward through the browser's history, as the browser's buttons do. */
export function goInHistory(step: number): void {
  window.history.go(step);
}
