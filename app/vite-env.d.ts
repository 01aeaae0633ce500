interface ImportMetaEnv {
  /** Set by scripts/build.ts; absent under `vite dev`, where nothing is published under /_build. */
  readonly VITE_BUILD_ID?: string
}

/** A part of a language's dictionary, made by vite.config.ts (ADR 047). */
declare module 'virtual:dictionary/*' {
  import type { DictionaryTree } from '#src/domain/dictionary-parts.ts'
  const part: DictionaryTree
  export default part
}
