/**
 * Route schemas compiled on a route's first request instead of before the server listens.
 * Fastify compiles every route's validator (Ajv) and response serializer
 * (fast-json-stringify) at start: with over a hundred routes that was about a second of the
 * three-second start budget, spent on routes most sessions never call. The compilers are
 * fastify's own (loaded with the first schema: Ajv alone takes a tenth of a second to load), so
 * behaviour is unchanged; `compileAll` compiles what is still pending, for a
 * test that every schema compiles.
 */
import type { AjvCompiler } from '@fastify/ajv-compiler';
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** A compiled validator as fastify calls it: `errors` is read after a `false` answer. */
type Validate = ((...args: unknown[]) => unknown) & { errors?: unknown };
type RouteCompiler<F> = (route: unknown) => F;
type Factory<F> = (externalSchemas: unknown, options: unknown) => RouteCompiler<F>;

export interface LazySchemaCompilers extends CompilersFactory {
  compileAll(): void;
}

export function lazySchemaCompilers(): LazySchemaCompilers {
  const pending = new Set<() => void>();
  /** A function made on first use; until then its making waits in `pending`. */
  const onFirstUse = <F>(make: () => F) => {
    let made: F | undefined;
    const get = () => {
      pending.delete(get);
      return (made ??= make());
    };
    pending.add(get);
    return get;
  };

  const buildValidator: Factory<Validate> = (externalSchemas, options) => {
    const compiler = onFirstUse(() => {
      const build = loadAjvCompiler()() as unknown as Factory<Validate>;
      return build(externalSchemas, options);
    });
    return (route) => {
      const validator = onFirstUse(() => compiler()(route));
      // Fastify reads `errors` from the function it called, after the call.
      const validate: Validate = (...args) => {
        const real = validator();
        const outcome = real(...args);
        validate.errors = real.errors;
        return outcome;
      };
      return validate;
    };
  };

  const buildSerializer: Factory<(data: unknown) => string> = (externalSchemas, options) => {
    const compiler = onFirstUse(() => {
      const build = loadSerializerSelector()() as unknown as Factory<(data: unknown) => string>;
      return build(externalSchemas, options);
    });
    return (route) => {
      const serializer = onFirstUse(() => compiler()(route));
      return (data) => serializer()(data);
    };
  };

  return {
    // Fastify's factory types are unions over Ajv and JTD; these wrap its own compilers.
    buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'],
    buildSerializer: buildSerializer as unknown as CompilersFactory['buildSerializer'],
    compileAll: () => [...pending].forEach((make) => make()),
  };
}

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, not at start */
const loadAjvCompiler = (): typeof AjvCompiler => require('@fastify/ajv-compiler').AjvCompiler;
const loadSerializerSelector = (): typeof SerializerSelector =>
  require('@fastify/fast-json-stringify-compiler').SerializerSelector;
/* eslint-enable @typescript-eslint/no-require-imports */
