ALTER TABLE "plays" ADD COLUMN "user_agent" text;--> statement-breakpoint
-- play_attempts as in 0012, with the player's user agent stored on the play (issue 16: the live view's
-- alert on a burst of plays from one user agent). user_agent is what modules/play/stored-user-agent.ts
-- makes of the header: its first 200 characters, or, where the page is cookieless, the day's salted
-- hash of it. Written with the row the play inserts anyway: no read, no index, no statement more.
DROP FUNCTION play_attempts(jsonb);--> statement-breakpoint
DROP TYPE play_attempt_input;--> statement-breakpoint
-- count_player_plays: the answer of a played play also carries player_plays, the player's plays of the
-- campaign (the lead's; without registration the address's) with this one, for the survey offered after
-- plays (surveyEnabled), counted here so that the play needs no read of its own for it.
-- What one play asks of play_attempts: the fields of the JSON objects modules/play/play.repo.ts sends.
-- win_result and lose_result are the game's own results (JSON the platform never looks inside); a play
-- with a state is a multi-step play being opened: no prize yet, page 'open', its state and no steps.
-- A limit that does not apply is null. play_key is the game's name for what the play uses up (a
-- calendar's tile): at most one play per key, campaign and player (plays_campaign_player_key_idx). day is the local date of the play in the campaign's time zone
-- and day_starts_at the instant it began: the IP counts are ranges of created_at, so that they read
-- plays_campaign_ip_created_idx alone (a condition on play_day could let the planner pick the lead
-- index and scan every play of the day).
CREATE TYPE play_attempt_input AS (
  challenge text, challenge_expires_at timestamptz, lock_keys text[],
  play_id uuid, company_id uuid, campaign_id uuid, release_id uuid, lead_id uuid,
  ip text, user_agent text, day date, day_starts_at timestamptz,
  lead_per_day int, ip_per_day int, ip_window_plays int, ip_window_minutes int,
  pool_id uuid, win_result jsonb, lose_result jsonb, state jsonb, play_key text, count_player_plays boolean
);
--> statement-breakpoint
-- The plays that arrived together, after each one's proof of work was checked and its prize drawn
-- (modules/play/play.service.ts), in one transaction: one round trip and one commit for all of them
-- (on PGlite the call itself costs more than a play's SQL; on PostgreSQL the commit does). Answers a
-- JSON array in the order of the input, each {status, pool_id, name, description, image_url,
-- expires_at, has_codes, code}: 'challenge-used' (the solution was spent before), 'limited' (a limit
-- was reached: nothing inserted or claimed), 'key-used' (the player has a play with this play_key
-- already: nothing inserted or claimed) or 'played'. The caller adds an advisory lock on the player and
-- the key to lock_keys, so that the check below sees every play of that key committed before.
--
-- Every lock is taken in one global order, so that concurrent calls (other processes, other
-- connections) can never wait on each other in a cycle: first the solutions, sorted (a unique insert
-- waits for a concurrent insert of the same key), then the advisory locks of the limits
-- (`campaignId:key`), sorted by hash, then the prize pools' rows, by pool id (the plays are handled
-- in that order). Locks are held until commit. A VOLATILE function takes a new snapshot for each
-- statement, so the counts see every play committed before the locks, and those of this call.
CREATE FUNCTION play_attempts(attempts jsonb)
RETURNS jsonb
LANGUAGE plpgsql VOLATILE
-- Every statement here reads or writes through a primary key or an index by equality: the generic
-- plan is the right one, and planning each call anew costs more than the statement itself.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  fresh int[];
  lock_hash int;
  a record;
  results jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(attempts)]);
  won_pool_id uuid;
  won_name text;
  won_description text;
  won_image_url text;
  won_expires_at text;
  won_has_codes boolean;
  won_code text;
  player_plays int;
  ip_day_count bigint;
  ip_window_count bigint;
  ip_own_count bigint;
BEGIN
  -- 1. Spend the solutions (each counts once; twice in one call, the first one counts).
  WITH input AS (
    SELECT DISTINCT ON (x->>'challenge') x->>'challenge' AS signature,
           (x->>'challenge_expires_at')::timestamptz AS expires_at, ord::int AS ord
    FROM jsonb_array_elements(attempts) WITH ORDINALITY AS t(x, ord)
    ORDER BY x->>'challenge', ord
  ), spent AS (
    INSERT INTO used_challenges (signature, expires_at)
    SELECT signature, expires_at FROM input ORDER BY signature
    ON CONFLICT DO NOTHING
    RETURNING signature
  )
  SELECT coalesce(array_agg(input.ord), '{}') INTO fresh FROM input JOIN spent USING (signature);

  -- 2. The advisory locks of every counting play.
  FOR lock_hash IN
    SELECT DISTINCT hashtext((x->>'campaign_id') || ':' || k)
    FROM jsonb_array_elements(attempts) WITH ORDINALITY AS t(x, ord),
         jsonb_array_elements_text(x->'lock_keys') AS k
    WHERE ord::int = ANY (fresh)
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(lock_hash);
  END LOOP;

  -- 3. Each play: its limits, its prize (claim_prize, the guarded claim), its row and event.
  FOR a IN
    SELECT r.*, t.ord::int AS ord
    FROM jsonb_array_elements(attempts) WITH ORDINALITY AS t(x, ord),
         jsonb_populate_record(NULL::play_attempt_input, t.x) AS r
    WHERE t.ord::int = ANY (fresh)
    ORDER BY r.pool_id NULLS FIRST, t.ord
  LOOP
    -- The address's plays, read once where anything counts them: from the earlier of the day's start and
    -- the window's start (of the limits that apply), or all of them where the player's own plays (no
    -- registration) are counted too. The lower bound is one value, so the scan is one index range.
    ip_day_count := 0;
    ip_window_count := 0;
    ip_own_count := 0;
    IF a.ip_per_day IS NOT NULL OR a.ip_window_plays IS NOT NULL OR (a.count_player_plays AND a.lead_id IS NULL) THEN
      SELECT count(*) FILTER (WHERE created_at >= a.day_starts_at),
             count(*) FILTER (WHERE created_at > now() - make_interval(mins => coalesce(a.ip_window_minutes, 0))),
             count(*) FILTER (WHERE lead_id IS NULL)
      INTO ip_day_count, ip_window_count, ip_own_count
      FROM plays
      WHERE campaign_id = a.campaign_id AND ip = a.ip
        AND created_at >= CASE WHEN a.count_player_plays AND a.lead_id IS NULL THEN '-infinity'::timestamptz
              -- least() passes over a null: the bound of a limit that does not apply.
              ELSE least(CASE WHEN a.ip_per_day IS NOT NULL THEN a.day_starts_at END,
                         CASE WHEN a.ip_window_plays IS NOT NULL
                           THEN now() - make_interval(mins => a.ip_window_minutes) END) END;
    END IF;
    IF (a.lead_per_day IS NOT NULL AND a.lead_id IS NOT NULL AND (
          SELECT count(*) FROM plays
          WHERE campaign_id = a.campaign_id AND lead_id = a.lead_id AND play_day = a.day) >= a.lead_per_day)
       OR (a.ip_per_day IS NOT NULL AND ip_day_count >= a.ip_per_day)
       OR (a.ip_window_plays IS NOT NULL AND ip_window_count >= a.ip_window_plays)
    THEN
      results[a.ord] := '{"status": "limited"}';
      CONTINUE;
    END IF;

    IF a.play_key IS NOT NULL AND EXISTS (
          SELECT 1 FROM plays
          WHERE campaign_id = a.campaign_id AND play_key = a.play_key
            AND coalesce(lead_id::text, 'ip:' || coalesce(ip, '')) = coalesce(a.lead_id::text, 'ip:' || coalesce(a.ip, '')))
    THEN
      results[a.ord] := '{"status": "key-used"}';
      CONTINUE;
    END IF;

    won_pool_id := NULL;
    won_code := NULL;
    IF a.pool_id IS NOT NULL AND a.state IS NULL THEN
      SELECT c.pool_id, c.name, c.description, c.image_url, c.expires_at, c.has_codes, c.code
      INTO won_pool_id, won_name, won_description, won_image_url, won_expires_at, won_has_codes, won_code
      FROM claim_prize(a.company_id, a.pool_id, a.play_id) AS c;
    END IF;

    WITH play AS (
      INSERT INTO plays (id, company_id, campaign_id, release_id, lead_id, ip, user_agent, play_day, page, result,
                         state, steps, play_key, pool_id, voucher_code)
      VALUES (a.play_id, a.company_id, a.campaign_id, a.release_id, a.lead_id, a.ip, a.user_agent, a.day,
              CASE WHEN a.state IS NOT NULL THEN 'open' WHEN won_pool_id IS NULL THEN 'lose' ELSE 'win' END,
              CASE WHEN a.state IS NOT NULL THEN NULL WHEN won_pool_id IS NULL THEN a.lose_result ELSE a.win_result END,
              a.state, CASE WHEN a.state IS NOT NULL THEN '[]'::jsonb END,
              a.play_key, won_pool_id, won_code)
      RETURNING 1
    )
    INSERT INTO play_events (company_id, campaign_id, type, play_id, lead_id)
    SELECT a.company_id, a.campaign_id, 'game_started', a.play_id, a.lead_id FROM play;

    results[a.ord] := CASE WHEN won_pool_id IS NULL THEN '{"status": "played"}'::jsonb
      ELSE jsonb_build_object('status', 'played', 'pool_id', won_pool_id, 'name', won_name,
             'description', won_description, 'image_url', won_image_url, 'expires_at', won_expires_at,
             'has_codes', won_has_codes, 'code', won_code) END;

    IF a.count_player_plays THEN
      IF a.lead_id IS NOT NULL THEN
        SELECT count(*) INTO player_plays FROM plays WHERE campaign_id = a.campaign_id AND lead_id = a.lead_id;
      ELSE
        -- Counted above under the address's lock where a limit takes it, and this play is one of them.
        player_plays := ip_own_count + 1;
      END IF;
      results[a.ord] := results[a.ord] || jsonb_build_object('player_plays', player_plays);
    END IF;
  END LOOP;

  RETURN (SELECT jsonb_agg(coalesce(r, '{"status": "challenge-used"}'::jsonb) ORDER BY i)
          FROM unnest(results) WITH ORDINALITY AS u(r, i));
END $$;
--> statement-breakpoint
