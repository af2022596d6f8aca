import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { demoEmailFor, ROLES } from '@gc/contracts/roles';
import { LOG_IN, logIn, type ServerProcess } from './server-process.ts';

/** What one request of the load got: its status and body, or the network error that lost it. */
export type LoadResult = { kind: string; status: number; body: string } | { kind: string; lost: string };

/** One request of the load, sent on a connection of its own. */
export type LoadRequest = {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
};

async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A solved proof of work for the campaign, as the player's widget sends it. */
async function solvedChallenge(url: string, slug: string): Promise<string> {
  const challenge = (await json(await fetch(`${url}/api/play/campaigns/${slug}/challenge`))).data as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('challenge not solvable');
}

/**
 * 200 requests that all reach the database, as players and marketers send them together: 40 plays
 * (proof of work checked, draw, play row), 50 campaign reads, 50 challenges, 50 builder campaign
 * searches (the token is checked against the session table) and 10 log-ins (argon2, then the user),
 * interleaved.
 * The editor publishes a campaign without registration through the API first.
 */
export async function prepareLoad(server: ServerProcess, password: string): Promise<LoadRequest[]> {
  const { url } = server;
  const token = ((await json(await logIn(server, 'editor@demo.test', password))).data as { accessToken: string })
    .accessToken;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (path: string, body: unknown, headers: Record<string, string> = auth) =>
    fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const created = await json(
    await post('/api/v1/campaign-data/campaigns', {
      name: `Shutdown ${Date.now()}`,
      campaignType: 'spin-the-wheel',
      languages: ['en'],
      registrationType: 'noDelivery',
    }),
  );
  const campaign = created.data.campaign as { id: string; slug: string };
  // Sectors that say they give nothing, so that the publish checklist lets the wheel go live.
  const settingsUrl = `${url}/api/v1/games/spin-the-wheel/game-settings/${campaign.id}`;
  const { settings } = (await json(await fetch(settingsUrl, { headers: auth }))).data as unknown as {
    settings: { sectors: { text: Record<string, string> }[] };
  };
  const sectors = settings.sectors.map((sector) => ({ ...sector, poolId: null, oddsBp: 0, text: { en: 'No luck' } }));
  await json(
    await fetch(settingsUrl, { method: 'PUT', headers: auth, body: JSON.stringify({ ...settings, sectors }) }),
  );
  await json(
    await post('/api/v1/build/publish', {
      campaignId: campaign.id,
      campaignType: 'spin-the-wheel',
      publishOptions: { mode: 1 },
    }),
  );
  const { slug } = campaign;
  const solutions = await Promise.all(Array.from({ length: 40 }, () => solvedChallenge(url, slug)));
  const jsonType = { 'content-type': 'application/json' };
  const kinds: LoadRequest[] = [
    ...solutions.map((altcha) => ({
      kind: 'play',
      method: 'POST' as const,
      path: `/api/play/campaigns/${slug}/plays`,
      headers: jsonType,
      body: { altcha, language: 'en' },
    })),
    ...Array.from({ length: 50 }, () => ({
      kind: 'campaign',
      method: 'GET' as const,
      path: `/api/play/campaigns/${slug}`,
    })),
    ...Array.from({ length: 50 }, () => ({
      kind: 'challenge',
      method: 'GET' as const,
      path: `/api/play/campaigns/${slug}/challenge`,
    })),
    ...Array.from({ length: 50 }, () => ({
      kind: 'search',
      method: 'GET' as const,
      path: '/api/v1/campaign/search?page=0&size=20',
      headers: { authorization: auth.authorization },
    })),
    // One per demo account: the per-account throttle counts attempts before the password is checked.
    ...ROLES.map((role) => ({
      kind: 'log-in',
      method: 'POST' as const,
      path: LOG_IN,
      headers: jsonType,
      body: { username: demoEmailFor(role), password, grantType: 'password' },
    })),
  ];
  // Interleaved, so that every kind is queued, being read and running when the signal comes.
  return kinds.map((_, i) => kinds[(i * 67) % kinds.length]);
}

/**
 * Sends every request at once, each on a connection of its own, and SIGTERM to the server as soon as
 * all of them are written out to the kernel: from then on each one is in flight, whether it waits in
 * the server's accept queue, is being read or is running.
 */
export async function sendWithSigterm(
  server: ServerProcess,
  requests: LoadRequest[],
): Promise<{ results: LoadResult[]; answeredBeforeSignal: number; signalledAt: number }> {
  let written = 0;
  let answered = 0;
  let answeredBeforeSignal = 0;
  let signalledAt = 0;
  const sent = () => {
    written++;
    if (written === requests.length) {
      answeredBeforeSignal = answered;
      signalledAt = Date.now();
      server.child.kill('SIGTERM');
    }
  };
  const results = await Promise.all(
    requests.map(
      ({ kind, method, path, headers, body }) =>
        new Promise<LoadResult>((resolve) => {
          const outgoing = request(`${server.url}${path}`, { method, headers, agent: false }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => {
              text += chunk;
            });
            response.on('end', () => {
              answered++;
              resolve({ kind, status: response.statusCode ?? 0, body: text });
            });
            response.on('error', (error: NodeJS.ErrnoException) =>
              resolve({ kind, lost: error.code ?? error.message }),
            );
          });
          outgoing.on('finish', sent);
          outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ kind, lost: error.code ?? error.message }));
          outgoing.end(body === undefined ? undefined : JSON.stringify(body));
        }),
    ),
  );
  return { results, answeredBeforeSignal, signalledAt };
}
