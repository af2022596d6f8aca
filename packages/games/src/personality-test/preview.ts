import { personalityTestServer } from './server.ts';

/** PREVIEW ONLY: the personality test previews with its own server steps, as the quiz does (quiz/preview.ts). */
export default personalityTestServer;
