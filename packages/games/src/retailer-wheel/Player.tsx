/** The retailers' wheels play exactly like the wheel; their common settings are the page's (definition.ts). */
export { default, words } from '../spin-the-wheel/Player.tsx';
