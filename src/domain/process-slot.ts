/**
 * One value per process, however many copies of a module hold it: the production server's entry
 * (dist/server/main.js) and the app's bundle (dist/server/server.js) each load their own copy of
 * src/, so what the server installs (the search engine, the document runner) is found by both
 * through a global symbol, and checked on the way out rather than trusted.
 */
export interface ProcessSlot<T> {
  set(value: T | undefined): void
  get(): T | undefined
}

export function processSlot<T>(name: string, accepts: (value: unknown) => value is T): ProcessSlot<T> {
  const key = Symbol.for(`national-library.${name}`)
  return {
    set: (value) => {
      Reflect.set(globalThis, key, value)
    },
    get: () => {
      const value: unknown = Reflect.get(globalThis, key)
      return accepts(value) ? value : undefined
    },
  }
}

/** Whether a value is an object with every one of these methods: how a slot checks what it holds. */
export function hasMethods(value: unknown, methods: readonly string[]): boolean {
  return typeof value === 'object' && value !== null && methods.every((method) => typeof Reflect.get(value, method) === 'function')
}
