import { lazy, type ComponentType } from 'react';

type ModuleExports = Record<string, unknown>;

function isCommonJsExports(value: unknown): value is { default: unknown } {
  return typeof value === 'object' && value !== null && '__esModule' in value && 'default' in value;
}

/**
 * React.lazy for one export of a lazily loaded module (its own chunk). Webpack hands `import()`
 * the module's exports as they are; Node's ESM loader, which the tests run under
 * (`--experimental-vm-modules`), hands a CommonJS-compiled module over with `default` set to its
 * whole exports object, so a default export sits one level deeper there. Both work here.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<ModuleExports>,
  exportName = 'default',
) {
  return lazy(async () => {
    const exports = await load();
    let component = exports[exportName];
    if (exportName === 'default' && isCommonJsExports(component)) component = component.default;
    return { default: component as ComponentType<P> };
  });
}
