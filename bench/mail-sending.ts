/**
 * Campaign e-mail benchmark: `npm run bench:mail-sending` (issue 14, Benchmarks).
 *
 * Builds the real app on PGlite (and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
 * with SMTP_URL pointing at a local SMTP peer (`smtp-server`, which counts what it receives), publishes
 * a wheel whose win e-mail (one per outcome, English) has every kind of block, and writes BENCH_EMAILS
 * (default 10,000) registered winners' plays directly in the tables. Then it times what the server
 * does with them: the campaign e-mail job (choose the e-mail, fill it, write it to the outbox, in
 * batches) and, side by side with it as in a server, the sender (claim, send over SMTP, mark sent)
 * until the peer has them all.
 *
 * Target: ≥ 200 e-mails per second from the first render to the last one received. It also prints
 * how many times MJML compiled (the compiled e-mail is reused across recipients: it must be once per
 * template, language and voucher variant, here 1).
 *
 * Plays while they go out: a second wheel is played through the real play endpoint, 50 players at a
 * time, for a few seconds before the e-mails start, all the while they go out and a few seconds after;
 * the rate while sending over the mean of the rates before and after (same run, same process, as one
 * server does both) must stay ≥ 0.8. The e-mails are rendered in a thread of their own, written in
 * batches and sent from another thread, so a campaign's players barely notice them. The SMTP peer
 * runs in a worker thread (bench/lib/smtp-peer.ts), as a relay runs on another machine.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { campaignEmails, campaignMailSettings } from '../apps/server/src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { createFileStorage } from '../apps/server/src/lib/file-storage/create-file-storage.ts';
import { resolveJwtSecret } from '../apps/server/src/lib/jwt-secret.ts';
import { queueCampaignEmails } from '../apps/server/src/modules/mail/campaign-emails.job.ts';
import { createMailDeps } from '../apps/server/src/modules/mail/mail.module.ts';
import { derivePlayKeys } from '../apps/server/src/modules/play/play-keys.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';
import { publishBenchGame, rawClient } from './lib/bench-game.ts';
import { nextIp, solvedChallenges } from './lib/bench-players.ts';
import { publishBenchWheel } from './lib/bench-wheel.ts';
import { startSmtpPeer } from './lib/smtp-peer.ts';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 10_000);
const TARGET_PER_SECOND = 200;
const PLAY_CONCURRENCY = 50;
const QUIET_PLAYS_MS = 4_000;
const TARGET_PLAY_RATIO = 0.8;

async function bench(kind: DatabaseKind): Promise<boolean> {
  const peer = await startSmtpPeer();
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'gc-bench-')),
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: peer.url,
    // The job's pace (default 215 e-mails a second) can be tried at other rates.
    ...(process.env.MAIL_QUEUE_PER_SECOND ? { MAIL_QUEUE_PER_SECOND: process.env.MAIL_QUEUE_PER_SECOND } : {}),
  });
  const { app, ctx } = await buildApp(config, database);
  const files = createFileStorage(config);
  try {
    const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
    if (!seed) throw new Error('expected an empty database');
    await app.ready();
    const companyId = seed.companyId;
    const campaign = await publishBenchWheel(database, companyId, WHEEL_DEFAULTS);
    await database.db
      .insert(campaignMailSettings)
      .values({ companyId, campaignId: campaign.id, mailType: 'ONEPEROUTCOME', senderName: 'Bench', replyTo: '' });
    await database.db.insert(campaignEmails).values({
      companyId,
      campaignId: campaign.id,
      outcome: 'win',
      language: 'en',
      subject: 'You won {{prize}}, {{firstName}}',
      blocks: [
        { type: 'heading', text: 'Congratulations {{firstName}}!' },
        { type: 'text', text: 'You won {{prize}}.\nValid until {{expiryDate}}.' },
        { type: 'image', url: 'https://example.test/banner.png', alt: 'Banner' },
        { type: 'voucher', label: 'Your code' },
        { type: 'button', label: 'Unsubscribe', url: '{{unsubscribeLink}}' },
        { type: 'divider' },
      ],
    });
    // 10,000 registered winners, each with a voucher code, as plays leave them.
    await rawClient(database).query(
      `with release as (select current_release_id as id from campaigns where id = $1),
            new_leads as (
              insert into leads (company_id, campaign_id, email, first_name, language)
              select $2, $1, 'winner-' || n || '@bench.test', 'Player ' || n, 'en' from generate_series(1, $3) n
              returning id, email)
       insert into plays (company_id, campaign_id, release_id, lead_id, play_day, page, voucher_code)
       select $2, $1, (select id from release), l.id, current_date, 'win', 'CODE-' || split_part(l.email, '@', 1)
       from new_leads l`,
      [campaign.id, companyId, EMAILS],
    );
    const deps = await createMailDeps(ctx, files);

    // Players of another wheel, 50 at a time, until told to stop: plays per second while it ran.
    const played = await publishBenchGame(database, companyId, {
      type: 'spin-the-wheel',
      settings: WHEEL_DEFAULTS,
      slug: 'bench-wheel-players',
      name: 'Bench wheel players',
    });
    const { altcha } = derivePlayKeys(await resolveJwtSecret(database.db, config.jwtSecret));
    const playFor = async (isDone: () => boolean) => {
      let plays = 0;
      const started = performance.now();
      while (!isDone()) {
        const payloads = await solvedChallenges(altcha, PLAY_CONCURRENCY);
        const answers = await Promise.all(
          payloads.map((payload) =>
            app.inject({
              method: 'POST',
              url: `/api/play/campaigns/${played.slug}/plays`,
              remoteAddress: nextIp(),
              payload: { altcha: payload, language: 'en' },
            }),
          ),
        );
        for (const answer of answers) if (answer.statusCode !== 200) throw new Error(`play: ${answer.statusCode}`);
        plays += answers.length;
      }
      return (plays / (performance.now() - started)) * 1000;
    };
    const playQuietly = () => {
      const quietStarted = performance.now();
      return playFor(() => performance.now() - quietStarted > QUIET_PLAYS_MS);
    };
    // Warm first (JIT, plans, pool): a cold window before and a warm one after would differ for that alone.
    await playQuietly();
    const loadBefore = loadavg()[0];
    const quietBefore = await playQuietly();

    console.log(`\n${kind}: ${EMAILS.toLocaleString('en')} winners' e-mails`);
    const started = performance.now();
    // The job and the sender run side by side, as in a server (the sender picks up each committed batch).
    let queuedAt = started;
    const queue = queueCampaignEmails(deps).then((count) => {
      queuedAt = performance.now();
      return count;
    });
    const busyPlays = playFor(() => peer.received() >= EMAILS);
    while (peer.received() < EMAILS) {
      const sent = await ctx.mailer.deliverDue();
      if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const queued = await queue;
    const playsWhileSending = await busyPlays;
    const done = performance.now();
    // The rate without e-mails once more after them: on a shared machine the load drifts over a run,
    // and a single window before would charge that drift to the e-mails.
    const quietAfter = await playQuietly();
    const quietPlays = (quietBefore + quietAfter) / 2;
    const playRatio = playsWhileSending / quietPlays;
    const seconds = (done - started) / 1000;
    const perSecond = queued / seconds;
    const renderRate = queued / ((queuedAt - started) / 1000);

    console.log(`  rendered and queued: ${Math.round(renderRate)}/s (${((queuedAt - started) / 1000).toFixed(1)} s)`);
    console.log(`  end to end:          ${Math.round(perSecond)}/s, ${peer.received()} received`);
    console.log(`  MJML compilations:   ${deps.compiled.size}`);
    console.log(
      `  plays/s (${PLAY_CONCURRENCY} players): ${Math.round(quietBefore)} before, ${Math.round(playsWhileSending)} while sending, ${Math.round(quietAfter)} after: ratio ${playRatio.toFixed(2)}`,
    );
    console.log(`  load average:        ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
    const isMet =
      queued === EMAILS && deps.compiled.size === 1 && perSecond >= TARGET_PER_SECOND && playRatio >= TARGET_PLAY_RATIO;
    console.log(
      `  ${isMet ? 'met' : 'MISSED'}: ≥ ${TARGET_PER_SECOND}/s end to end, one compilation, plays ≥ ${TARGET_PLAY_RATIO} of their rate without e-mails`,
    );
    return isMet;
  } finally {
    await app.close();
    await files.close();
    await database.close();
    await drop();
    await peer.close();
  }
}

await runOnDialects(bench, {
  met: 'Every target met.',
  missed: 'A target was missed.',
});
