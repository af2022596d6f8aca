import type { AppContext } from '../../lib/app-context.ts';
import type { PeriodicJob } from '../../lib/periodic-job.ts';
import type { DailySalts } from '../analytics/daily-salt.ts';
import type { OpenPlayCache } from './open-play-cache.ts';
import type { PlayAttempt, PlayOutcome } from './play.repo.ts';
import type { Batcher } from './play-batcher.ts';
import type { PlayKeys } from './play-keys.ts';
import type { PlayProgress, ProgressAnswer } from './play-progress.repo.ts';
import type { SurveyQuestion, SurveyStanding } from './survey-offer.repo.ts';

/** What the player API's services need: the app context, the keys derived for this API, its jobs. */
export type PlayContext = {
  ctx: AppContext;
  keys: PlayKeys;
  /** Writes plays to the database, those arriving together in one call. */
  plays: Batcher<PlayAttempt, PlayOutcome>;
  /** Writes multi-step plays' steps and outcomes, those arriving together in one call. */
  progress: Batcher<PlayProgress, ProgressAnswer>;
  /** Reads where decided plays stand with their campaign's survey (surveyEnabled), those arriving together in one call. */
  surveys: Batcher<SurveyQuestion, SurveyStanding | null>;
  /** The open multi-step plays this process opened or read lately, so that a step need not read its play. */
  openPlays: OpenPlayCache;
  /** Writes registered winners' prize e-mails; a win kicks it so that the e-mail leaves at once. */
  prizeEmails: Pick<PeriodicJob, 'kick'>;
  /** The day's salt of cookieless visitor hashes, for the page's events (alone, or riding on a play or a finish). */
  salts: DailySalts;
  /** Writes the campaign e-mails of registered players' decided plays (issue 14); a decided play kicks it. */
  campaignEmails: Pick<PeriodicJob, 'kick'>;
};
