import type { KeyedPlayDecision, PlayDecision, PlayRefusal, RandomBelow } from '@gc/games/core/game-server';
import { findGamePreview } from '@gc/games/player';
import type { DecidedAnswer, GamePlay } from '../game/game-play.ts';

const LOSE: DecidedAnswer = { result: null, page: 'lose' };

/**
 * PREVIEW ONLY: the builder's preview has no server play, so the game's own preview play (preview.ts in
 * its folder, see player-registry.ts) decides it here, with every prize in stock: the win page for a
 * win, the lose page otherwise. A multi-step game opens, takes its steps and finishes here as well.
 * Settings are the unvalidated working copy: a game that cannot play them loses. A published campaign
 * never does this: its plays are decided by the server (/api/play/…) and the page only shows the answer.
 * `asOfDate` (YYYY-MM-DD) plays as on that day (a calendar "as on day N").
 */
export function previewPlay(
  type: string,
  settings: unknown,
  random: () => number = Math.random,
  asOfDate?: string,
): GamePlay {
  const randomBelow: RandomBelow = (exclusiveMax) => Math.min(exclusiveMax - 1, Math.floor(random() * exclusiveMax));
  const answerOf = (decision: PlayDecision): DecidedAnswer => ({
    result: decision.result,
    page: decision.kind === 'win' ? 'win' : 'lose',
  });
  const gameOf = async () => (await findGamePreview(type)?.())?.default;
  // The multi-step play opened last: its hidden state stays here, as it stays on the server.
  let open: { state: unknown; index: number; openedAt: number } | null = null;

  return {
    async play(input) {
      const game = await gameOf();
      if (!game) return LOSE;
      let decision: KeyedPlayDecision | PlayRefusal;
      try {
        if (game.steps) {
          const opened = game.steps.open(settings, randomBelow);
          open = { state: opened.state, index: 0, openedAt: Date.now() };
          return { page: 'open', view: opened.view };
        }
        // The preview's day is the builder's own clock and zone (there is no campaign server to ask), or the
        // day the marketer chose to preview: its noon in UTC, whose date is that day.
        const moment = asOfDate
          ? { now: new Date(`${asOfDate}T12:00:00Z`), timeZone: 'UTC' }
          : { now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
        decision = game.decide(settings, input, randomBelow, moment);
      } catch {
        return LOSE;
      }
      // Refused as the server refuses it (a calendar tile of another day): the Player says why.
      if (decision.kind === 'refused') throw new Error(decision.reason);
      return answerOf(decision);
    },
    async takeStep(index, step) {
      const game = await gameOf();
      if (!game?.steps || !open) throw new Error('no play is open');
      const parsed = game.steps.stepSchema.safeParse(step);
      if (!parsed.success) throw new Error('This step does not fit the game.');
      const taken = game.steps.take(settings, open.state, index, parsed.data);
      if (!taken.ok) throw new Error(taken.reason);
      open = { ...open, state: taken.state, index: index + 1 };
      return { feedback: taken.feedback };
    },
    async finishPlay() {
      const game = await gameOf();
      if (!game?.steps || !open) return LOSE;
      const opened = open;
      const { state, openedAt } = opened;
      open = null;
      let decision: ReturnType<typeof game.steps.finish>;
      try {
        decision = game.steps.finish(settings, state, Date.now() - openedAt, randomBelow);
      } catch {
        return LOSE;
      }
      // Refused as the server refuses it: the play stays open, the Player may go on.
      if (decision.kind === 'refused') {
        open = opened;
        throw new Error(decision.reason);
      }
      return answerOf(decision);
    },
  };
}
