/**
 * Build-time settings of the builder (Vite env, read here only).
 *
 * Prize management (spec §2): the link shows for EDITOR/SUPER_ADMIN when the acting company is in
 * PRIZE_MANAGEMENT_COMPANY_IDS, or for every company on the penny stage (`VITE_PENNY_STAGE=true` at
 * build time). The allow-list is empty until a company is granted the module; add its id here.
 */
export const PRIZE_MANAGEMENT_COMPANY_IDS: readonly string[] = [];
export const IS_PENNY_STAGE = import.meta.env.VITE_PENNY_STAGE === 'true';
/** The external support site of the navigation bar. */
export const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL || 'https://support.gamecampaigns.example';
/** The demo/trial registration route (spec §2 register-demo), off unless `VITE_DEMO_ENABLED=true`. */
export const IS_DEMO_ENABLED = import.meta.env.VITE_DEMO_ENABLED === 'true';
