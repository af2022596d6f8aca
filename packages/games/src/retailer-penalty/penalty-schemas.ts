import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { PENALTY_ZONES, type PenaltyZone } from './penalty-zones.ts';

/** Spec §5: texts 255 at most; a goal's prize line is short. */
export const PRIZE_TEXT_MAX = 120;
export const PRIZES_MAX = 12;

export const itemId = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/);
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
export const imageUrl = z.string().max(2048).nullable();

/** What the player sends to shoot: where. */
export const shotInputSchema = z.object({ zone: z.enum(PENALTY_ZONES) });
export type ShotInput = z.infer<typeof shotInputSchema>;

/**
 * A prize a goal wins, drawn from its pool at its odds (10,000 bp = 100 %): the chance of a goal is the sum
 * of the prizes' odds. `text` is what the player reads on scoring it, per language. A prize without a
 * pool is never drawn (publishing refuses it).
 */
export const penaltyPrizeSchema = z.object({
  id: itemId,
  text: z.record(z.string(), z.string().max(PRIZE_TEXT_MAX)),
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
});
export type PenaltyPrize = z.infer<typeof penaltyPrizeSchema>;

/** The play's result as the server decided it and the player sees it. */
export type ShotResult = {
  zone: PenaltyZone;
  keeperZone: PenaltyZone;
  goal: boolean;
  /** The prize a goal won (absent on a save). */
  prizeId?: string;
};
