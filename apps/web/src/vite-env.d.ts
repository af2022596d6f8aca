/// <reference types="vite/client" />

/** Unique per build, injected by build-hash-plugin.ts ("dev" is never emitted). */
declare const __BUILD_HASH__: string;

interface ImportMetaEnv {
  /** "true" on the penny stage: the prize management link shows for every permitted role. */
  /** The external support site linked from the navigation bar. */
  readonly VITE_SUPPORT_URL?: string;
  /** "false" disables the register-demo route (spec §2, "only when the demo setting is enabled"); on otherwise. */
  readonly VITE_DEMO_ENABLED?: string;
  /** The advent calendars' emergency-support number; unset (the default), the banner never shows. */
  readonly VITE_EMERGENCY_SUPPORT_PHONE?: string;
  /** The emergency desk's time zone, for its 08:00–17:00 (default Europe/Belgrade). */
  readonly VITE_EMERGENCY_SUPPORT_TIME_ZONE?: string;
}
