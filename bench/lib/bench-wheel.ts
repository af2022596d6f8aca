import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import type { Database } from '../../apps/server/src/db/client.ts';
import { publishBenchGame } from './bench-game.ts';

/**
 * A wheel campaign as publishing leaves it (bench/lib/bench-game.ts), slug `bench-wheel`, or
 * `bench-wheel-form` / `bench-wheel-verified` with the registration form.
 */
export async function publishBenchWheel(
  database: Database,
  companyId: string,
  settings: WheelSettings = WHEEL_DEFAULTS,
  /** The registration form and its options instead of no registration (bench/registration-timing.ts). */
  registration?: { requiresEmailVerification: boolean },
): Promise<{ id: string; slug: string }> {
  const suffix = registration ? (registration.requiresEmailVerification ? 'verified' : 'form') : '';
  return publishBenchGame(database, companyId, {
    type: 'spin-the-wheel',
    settings,
    slug: suffix ? `bench-wheel-${suffix}` : 'bench-wheel',
    name: suffix ? `Bench wheel ${suffix}` : 'Bench wheel',
    registration,
  });
}
