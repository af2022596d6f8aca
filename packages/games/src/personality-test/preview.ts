/** The builder preview plays the personality-test as the server does (its decisions are pure): preview.ts in player-registry.ts. */
export { personalityTestServer as default } from './server.ts';
