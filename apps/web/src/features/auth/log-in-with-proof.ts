import type { TokenPair } from '@gc/contracts/auth';
import { isApiError } from '../../lib/api-error.ts';
import { fetchLogInChallenge, type LogInBody, logIn } from './api.ts';

/** The browser could not solve the challenge (none could be fetched, or no number fits it). */
export class ProofOfWorkFailed extends Error {}

/**
 * Logs in; when the server asks for a proof of work (the e-mail has had several failed log-ins), fetches
 * a challenge, solves it off the main thread and sends the log-in once more with the solution.
 * `onChecking` tells the page while the browser is busy with it. The solver is fetched only then: few
 * log-ins need it, and every one loads this page (issue 18).
 */
export async function logInWithProof(body: LogInBody, onChecking: (isChecking: boolean) => void): Promise<TokenPair> {
  try {
    return await logIn(body);
  } catch (caught) {
    if (!isApiError(caught, 'PROOF_OF_WORK_REQUIRED')) throw caught;
  }
  onChecking(true);
  try {
    const [{ solveAltchaOffThread }, challenge] = await Promise.all([
      import('@gc/contracts/altcha-off-thread'),
      fetchLogInChallenge(),
    ]);
    const altcha = await solveAltchaOffThread(challenge);
    if (!altcha) throw new ProofOfWorkFailed();
    return await logIn({ ...body, altcha });
  } finally {
    onChecking(false);
  }
}
