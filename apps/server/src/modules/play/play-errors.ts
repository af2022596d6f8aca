import { AppError } from '../../lib/app-error.ts';
import type { Availability } from './availability.ts';

export const challengeInvalid = () =>
  new AppError('CHALLENGE_INVALID', 400, 'The bot check failed or has expired. Please try again.');
export const challengeUsed = () =>
  new AppError('CHALLENGE_INVALID', 400, 'This bot check was already used. Please try again.');
export const playerTokenInvalid = () =>
  new AppError('PLAYER_TOKEN_INVALID', 401, 'Please register to play this campaign.');
export const emailNotVerified = () =>
  new AppError('EMAIL_NOT_VERIFIED', 403, 'Please confirm your e-mail with the code we sent to it before you play.');
/** Scheduled: not started yet (409); ended or deactivated (410). The page shows campaign-expired for both. */
export const campaignNotLive = (availability: Exclude<Availability, 'live'>) =>
  new AppError('CAMPAIGN_EXPIRED', availability === 'scheduled' ? 409 : 410, 'This campaign is not running.');
export const notPlayable = () =>
  new AppError('SERVICE_UNAVAILABLE', 503, 'This campaign cannot be played right now. Please try again later.');
export const notFoundPlay = () => new AppError('NOT_FOUND', 404, 'This play does not exist.');
export const gameInputInvalid = () =>
  new AppError('VALIDATION_FAILED', 400, 'This game does not take this input.', {
    violations: [{ field: 'game', message: 'This game does not take this input.' }],
  });
export const stepRefused = (message: string) => new AppError('PLAY_STEP_REFUSED', 409, message);
export const playAlreadyDecided = () => new AppError('PLAY_ALREADY_DECIDED', 409, 'This play is already over.');
/** A single-step game refused the play (a calendar tile on another day); `reason` is the game's code. */
export const playRefused = (reason: string) =>
  new AppError('PLAY_REFUSED', 409, 'This cannot be played now.', { extensions: { reason } });
export const playKeyUsed = () => new AppError('PLAY_KEY_USED', 409, 'You have already played this.');
