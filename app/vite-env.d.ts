interface ImportMetaEnv {
  /** Set by scripts/build.ts; absent under `vite dev`, where nothing is published under /_build. */
  readonly VITE_BUILD_ID?: string
}
