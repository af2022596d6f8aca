/** bench:play-throughput's figures and switches (BENCH_PLAYS, BENCH_COMMON_SETTINGS, BENCH_GAMES). */
export const CONCURRENCY_LEVELS = [50, 100, 200];
export const PLAYS_PER_LEVEL = Number(process.env.BENCH_PLAYS ?? 2_000);
export const CODES = 100_000;
export const WIN_ODDS_BP = 2_000;
export const TARGET_RATIO = 0.5;
export const QUIZ_QUESTIONS = 5;
/** Open, one write per answer, outcome. */
export const QUIZ_WRITES = QUIZ_QUESTIONS + 2;
export const PASSWORD = 'Bench-Password-2026!';
export const ALL_COMMON_SETTINGS = process.env.BENCH_COMMON_SETTINGS === 'all';
export const WHEEL_ONLY = process.env.BENCH_GAMES === 'wheel';
