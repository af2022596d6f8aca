import type { AppContext } from '../../lib/app-context.ts';
import type { PeriodicJob } from '../../lib/periodic-job.ts';
import type { PlayBatcher } from './play-batcher.ts';
import type { PlayKeys } from './play-keys.ts';

/** What the player API's services need: the app context, the keys derived for this API, its jobs. */
export type PlayContext = {
  ctx: AppContext;
  keys: PlayKeys;
  /** Writes plays to the database, those arriving together in one call. */
  plays: PlayBatcher;
  /** Writes registered winners' prize e-mails; a win kicks it so that the e-mail leaves at once. */
  prizeEmails: Pick<PeriodicJob, 'kick'>;
};
