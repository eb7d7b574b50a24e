/**
 * One value per process, under a name. Next.js bundles route handlers, Server Actions and
 * instrumentation apart and may load a module more than once, so a module-level variable can
 * exist once per copy (and two PGlite instances on one directory corrupt it). Values that must be
 * one per process live on globalThis under `Symbol.for`, which every copy shares.
 */
export interface ProcessGlobal<T> {
  get(): T | undefined;
  /** The value, made by `create` on first use. */
  get(create: () => T): T;
  set(value: T | undefined): void;
}

export function processGlobal<T>(name: string): ProcessGlobal<T> {
  const key = Symbol.for(`grafter.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: ((create?: () => T) => {
      if (store[key] === undefined && create) store[key] = create();
      return store[key];
    }) as ProcessGlobal<T>["get"],
    set(value) {
      if (value === undefined) delete store[key];
      else store[key] = value;
    },
  };
}
