/** The builder preview plays the quiz as the server does (its decisions are pure): preview.ts in player-registry.ts. */
export { quizServer as default } from './server.ts';
