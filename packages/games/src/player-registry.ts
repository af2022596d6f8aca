import type { GamePlayerLoader, GamePreviewLoader, GamePreviewModule } from './core/game-player.ts';

/**
 * The Player component of every game type, one line each, loaded on demand so that each game is its own
 * chunk of the player bundle and a campaign downloads only its own game. player-registry.test.ts fails
 * when a game folder is missing here.
 */
export const gamePlayers: Readonly<Record<string, GamePlayerLoader>> = {
  'spin-the-wheel': () => import('./spin-the-wheel/Player.tsx'),
  'advanced-spin-the-wheel': () => import('./advanced-spin-the-wheel/Player.tsx'),
  quiz: () => import('./quiz/Player.tsx'),
  'guess-the-picture': () => import('./guess-the-picture/Player.tsx'),
  'personality-test': () => import('./personality-test/Player.tsx'),
  'scratch-card': () => import('./scratch-card/Player.tsx'),
  memory: () => import('./memory/Player.tsx'),
  survey: () => import('./survey/Player.tsx'),
  'retailer-penalty': () => import('./retailer-penalty/Player.tsx'),
  'retailer-slot': () => import('./retailer-slot/Player.tsx'),
  'retailer-path': () => import('./retailer-path/Player.tsx'),
  // One calendar Player under the four calendar types (core/game-folders.ts).
  'advent-calendar': () => import('./calendar/Player.tsx'),
  'easter-calendar': () => import('./calendar/Player.tsx'),
  'weekly-calendar': () => import('./calendar/Player.tsx'),
  'monthly-calendar': () => import('./calendar/Player.tsx'),
  // One wheel Player under both retailers' wheels (core/game-folders.ts).
  'retailer-wheel': () => import('./retailer-wheel/Player.tsx'),
  'retailer2-wheel': () => import('./retailer-wheel/Player.tsx'),
};

/** The loader of a campaign type's Player, or undefined for a type that has none (yet). */
export function findGamePlayer(type: string): GamePlayerLoader | undefined {
  // hasOwnProperty rather than Object.hasOwn: older phones (Safari before 15.4) still play.
  return Object.hasOwn(gamePlayers, type) ? gamePlayers[type] : undefined;
}

/** One calendar preview.ts holds the four calendar types' previews. */
const calendarPreview = async (type: keyof typeof import('./calendar/preview.ts')['calendarPreviews']) => ({
  default: (await import('./calendar/preview.ts')).calendarPreviews[type] as GamePreviewModule['default'],
});

/**
 * Each game's play in the builder's preview (preview.ts in its folder), where there is no server:
 * loaded on demand by the preview only. player-registry.test.ts fails when a game folder is missing here.
 */
export const gamePreviews: Readonly<Record<string, GamePreviewLoader>> = {
  'spin-the-wheel': () => import('./spin-the-wheel/preview.ts'),
  'advanced-spin-the-wheel': () => import('./advanced-spin-the-wheel/preview.ts'),
  quiz: () => import('./quiz/preview.ts'),
  'guess-the-picture': () => import('./guess-the-picture/preview.ts'),
  'personality-test': () => import('./personality-test/preview.ts'),
  'scratch-card': () => import('./scratch-card/preview.ts'),
  memory: () => import('./memory/preview.ts'),
  survey: () => import('./survey/preview.ts'),
  'retailer-penalty': () => import('./retailer-penalty/preview.ts'),
  'retailer-slot': () => import('./retailer-slot/preview.ts'),
  'retailer-path': () => import('./retailer-path/preview.ts'),
  'advent-calendar': () => calendarPreview('advent-calendar'),
  'easter-calendar': () => calendarPreview('easter-calendar'),
  'weekly-calendar': () => calendarPreview('weekly-calendar'),
  'monthly-calendar': () => calendarPreview('monthly-calendar'),
  'retailer-wheel': async () => ({
    default: (await import('./retailer-wheel/preview.ts')).retailerWheelPreviews['retailer-wheel'],
  }),
  'retailer2-wheel': async () => ({
    default: (await import('./retailer-wheel/preview.ts')).retailerWheelPreviews['retailer2-wheel'],
  }),
};

/** The loader of a campaign type's preview play, or undefined for a type that has none. */
export function findGamePreview(type: string): GamePreviewLoader | undefined {
  return Object.hasOwn(gamePreviews, type) ? gamePreviews[type] : undefined;
}
