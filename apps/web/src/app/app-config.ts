/** Build-time settings of the builder (Vite env, read here only). */
/** The external support site of the navigation bar. */
export const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL || 'https://support.gamecampaigns.example';
/**
 * The demo/trial registration route (spec §2 register-demo; §9 "demo can be disabled"): on unless
 * `VITE_DEMO_ENABLED=false`, like the server's DEMO_ENABLED, which production sets too to switch it off.
 */
export const IS_DEMO_ENABLED = import.meta.env.VITE_DEMO_ENABLED !== 'false';
