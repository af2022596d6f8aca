/** Build-time settings of the builder (Vite env, read here only). */
/** The external support site of the navigation bar. */
export const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL || 'https://support.gamecampaigns.example';
/** The demo/trial registration route (spec §2 register-demo), off unless `VITE_DEMO_ENABLED=true`. */
export const IS_DEMO_ENABLED = import.meta.env.VITE_DEMO_ENABLED === 'true';
