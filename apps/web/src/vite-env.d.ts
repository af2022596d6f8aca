/// <reference types="vite/client" />

/** Unique per build, injected by build-hash-plugin.ts ("dev" is never emitted). */
declare const __BUILD_HASH__: string;

interface ImportMetaEnv {
  /** "true" on the penny stage: the prize management link shows for every permitted role. */
  /** The external support site linked from the navigation bar. */
  readonly VITE_SUPPORT_URL?: string;
  /** "true" enables the register-demo route (spec §2, "only when the demo setting is enabled"). */
  readonly VITE_DEMO_ENABLED?: string;
}
