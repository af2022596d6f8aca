/** The builder preview plays the survey as the server does (its decisions are pure): preview.ts in player-registry.ts. */
export { surveyServer as default } from './server.ts';
