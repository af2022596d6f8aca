import type { AppContext } from '../../lib/app-context.ts';
import type { PlayKeys } from './play-keys.ts';

/** What the player API's services need: the app context and the keys derived for this API. */
export type PlayContext = { ctx: AppContext; keys: PlayKeys };
