/** The builder preview plays memory as the server does (its decisions are pure): preview.ts in player-registry.ts. */
export { memoryServer as default } from './server.ts';
