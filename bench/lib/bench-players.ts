import { createChallenge } from 'altcha-lib/v1';

/** Solved ALTCHA payloads as the widget sends them: each challenge is made with a known number. */
export async function solvedChallenges(hmacKey: string, count: number): Promise<string[]> {
  // An hour: a slow run on a loaded machine still spends them before they expire.
  const expires = new Date(Date.now() + 3_600_000);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const number = i % 1000;
      const challenge = await createChallenge({ hmacKey, number, maxnumber: 1000, expires });
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }),
  );
}

let clientCounter = 0;
/** One address per play: the API's per-IP rate limit and the campaign's IP count never stop the bench. */
export function nextIp() {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}
