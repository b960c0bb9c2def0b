/**
 * Navigation for sagas. The router (createBrowserRouter) lives outside the store; the bootstrap
 * registers its `navigate` here, and sagas `call(navigateTo, path)`.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: NavigateFn | null = null;

export function setNavigator(navigate: NavigateFn | null): void {
  navigateImpl = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (!navigateImpl) throw new Error('No router registered for navigation');
  await navigateImpl(to, options);
}
