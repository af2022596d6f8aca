/** The advanced wheel plays exactly like the wheel; only its registration and e-mails differ (definition.ts). */
export { default, words } from '../spin-the-wheel/Player.tsx';
