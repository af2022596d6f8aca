-- The steps and outcomes of multi-step plays (a quiz's answers, its score's prize) that arrived together,
-- after the game checked each one on the server (modules/play/play.service.ts), in one transaction: one
-- round trip and one commit for all of them, as play_attempts does for plays. Each item of the JSON array:
--   kind 'step':    play_id, lead_id (the caller's), taken_steps (how many steps the game saw taken),
--                   state (the game's state after the step), taken ({step, feedback}).
--   kind 'outcome': play_id, lead_id, taken_steps, state (the final state), pool_id (a won pool, or null),
--                   win_result, lose_result (the game's results with and without the prize).
-- Each write is a compare-and-set: it happens only while the play is still open, of this caller, with
-- exactly taken_steps steps, that is, in the state the game checked against. Otherwise the item answers
-- 'conflict' and nothing of it is written (the service reads the play again: a repeated step, a step or
-- outcome that lost a race, a play decided meanwhile). Answers a JSON array in the order of the input,
-- each {status: 'taken' | 'decided' | 'conflict'}, an outcome's with the prize it took, as play_attempts.
--
-- Locks in one global order, so that concurrent calls never wait on each other in a cycle: first the
-- plays' rows, by play id, then the prize pools' rows, by pool id (claim_prize, after every play row).
CREATE FUNCTION play_progress(items jsonb)
RETURNS jsonb
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  a record;
  results jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(items)]);
  play_company uuid[] := array_fill(NULL::uuid, ARRAY[jsonb_array_length(items)]);
  company uuid;
  won_pool_id uuid;
  won_name text;
  won_description text;
  won_image_url text;
  won_expires_at text;
  won_has_codes boolean;
  won_code text;
BEGIN
  -- 1. Every play's row, in play id order: a step is stored; an outcome is stored as a loss, then won below.
  FOR a IN
    SELECT x->>'kind' AS kind, (x->>'play_id')::uuid AS play_id, (x->>'lead_id')::uuid AS lead_id,
           (x->>'taken_steps')::int AS taken_steps, x->'state' AS state, x->'taken' AS taken,
           x->'lose_result' AS lose_result, t.ord::int AS ord
    FROM jsonb_array_elements(items) WITH ORDINALITY AS t(x, ord)
    ORDER BY (x->>'play_id')::uuid, t.ord
  LOOP
    IF a.kind = 'step' THEN
      UPDATE plays SET state = a.state, steps = steps || jsonb_build_array(a.taken)
      WHERE id = a.play_id AND page = 'open' AND jsonb_array_length(steps) = a.taken_steps
        AND (lead_id IS NULL OR lead_id = a.lead_id)
      RETURNING company_id INTO company;
      results[a.ord] := CASE WHEN FOUND THEN '{"status": "taken"}'::jsonb ELSE '{"status": "conflict"}'::jsonb END;
    ELSE
      UPDATE plays SET page = 'lose', result = a.lose_result, state = a.state
      WHERE id = a.play_id AND page = 'open' AND jsonb_array_length(steps) = a.taken_steps
        AND (lead_id IS NULL OR lead_id = a.lead_id)
      RETURNING company_id INTO company;
      IF FOUND THEN
        play_company[a.ord] := company;
        results[a.ord] := '{"status": "decided"}'::jsonb;
      ELSE
        results[a.ord] := '{"status": "conflict"}'::jsonb;
      END IF;
    END IF;
  END LOOP;

  -- 2. The won prizes, in pool id order, through the guarded claim; a pool without stock leaves the loss.
  FOR a IN
    SELECT (x->>'play_id')::uuid AS play_id, (x->>'pool_id')::uuid AS pool_id, x->'win_result' AS win_result,
           t.ord::int AS ord
    FROM jsonb_array_elements(items) WITH ORDINALITY AS t(x, ord)
    WHERE x->>'kind' = 'outcome' AND x->>'pool_id' IS NOT NULL AND play_company[t.ord::int] IS NOT NULL
    ORDER BY (x->>'pool_id')::uuid, t.ord
  LOOP
    won_pool_id := NULL;
    SELECT c.pool_id, c.name, c.description, c.image_url, c.expires_at, c.has_codes, c.code
    INTO won_pool_id, won_name, won_description, won_image_url, won_expires_at, won_has_codes, won_code
    FROM claim_prize(play_company[a.ord], a.pool_id, a.play_id) AS c;
    IF won_pool_id IS NOT NULL THEN
      UPDATE plays SET page = 'win', result = a.win_result, pool_id = won_pool_id, voucher_code = won_code
      WHERE id = a.play_id;
      results[a.ord] := jsonb_build_object('status', 'decided', 'pool_id', won_pool_id, 'name', won_name,
        'description', won_description, 'image_url', won_image_url, 'expires_at', won_expires_at,
        'has_codes', won_has_codes, 'code', won_code);
    END IF;
  END LOOP;

  RETURN (SELECT jsonb_agg(r ORDER BY i) FROM unnest(results) WITH ORDINALITY AS u(r, i));
END $$;
