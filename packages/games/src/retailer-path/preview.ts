/** The builder preview plays the path as the server does (its decisions are pure): preview.ts in player-registry.ts. */
export { retailerPathServer as default } from './server.ts';
