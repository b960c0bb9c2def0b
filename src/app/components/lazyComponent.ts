import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ModuleExports = Record<string, unknown>;

/** A lazily loaded component whose chunk can be fetched before it renders. */
export type PreloadableComponent<P extends object = object> = LazyExoticComponent<
  ComponentType<P>
> & { preload(): Promise<unknown> };

function isCommonJsExports(value: unknown): value is { default: unknown } {
  return typeof value === 'object' && value !== null && '__esModule' in value && 'default' in value;
}

/**
 * React.lazy for one export of a lazily loaded module (its own chunk). Webpack hands `import()`
 * the module's exports as they are; Node's ESM loader, which the tests run under
 * (`--experimental-vm-modules`), hands a CommonJS-compiled module over with `default` set to its
 * whole exports object, so a default export sits one level deeper there. Both work here.
 * `preload()` starts the chunk's download early; rendering then uses the same download.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<ModuleExports>,
  exportName = 'default',
): PreloadableComponent<P> {
  let loading: Promise<ModuleExports> | undefined;
  const loadOnce = () => (loading ??= load());
  const component = lazy(async () => {
    const exports = await loadOnce();
    let found = exports[exportName];
    if (exportName === 'default' && isCommonJsExports(found)) found = found.default;
    return { default: found as ComponentType<P> };
  });
  return Object.assign(component, { preload: loadOnce });
}
