import { quizServer } from './server.ts';

/**
 * PREVIEW ONLY: the builder's preview plays the quiz with its own server steps (pure, see server.ts) over
 * the working copy; a settings document it cannot play loses (apps/player preview-play.ts catches).
 */
export default quizServer;
