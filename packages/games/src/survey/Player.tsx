import type { GamePlayerProps } from '../core/game-player.ts';
import { SurveyGame } from './SurveyGame.tsx';

export { surveyResultSummary as resultSummary } from './result-summary.ts';
/** The survey's words and its result summary, for the page (see GamePlayerModule). */
export { surveyWords as words } from './words.ts';

/** The survey as players see it. */
export default function SurveyPlayer(props: GamePlayerProps) {
  return <SurveyGame {...props} />;
}
