// oidc-provider's request context storage (providerContext.ts); the package has no types for it.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
