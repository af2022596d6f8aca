import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { prefersReducedMotion, withLabels } from '../core/player-words.ts';
import { GOAL_BOX, KEEPER_READY, PENALTY_SPOT, zoneAfterKey, zoneCentre, zoneWordKey } from './penalty-geometry.ts';
import { readPenalty, readShot, type Shot } from './penalty-model.ts';
import { PENALTY_ZONES, type PenaltyZone } from './penalty-zones.ts';
import { PENALTY_WORDS } from './words.ts';
import './penalty.css';

/** The penalty's words, for the page to give the Player as its labels (see GamePlayerModule). */
export { penaltyWords as words } from './words.ts';

/** How long the ball flies and the keeper dives (penalty.css has the same duration). */
const FLIGHT_MS = 700;

type Phase = 'aiming' | 'shooting' | 'flying' | 'done';

/** Where a dive to `zone` leans the keeper: towards the post he dives to, upright in the middle. */
function keeperTilt(zone: PenaltyZone): number {
  if (zone.endsWith('left')) return -60;
  if (zone.endsWith('right')) return 60;
  return 0;
}

/**
 * The penalty as players see it: a goal with six target zones as buttons (tap, click, or Tab to them,
 * arrow keys between them, Enter or Space to shoot). A shot asks the page for a play with its zone; the
 * server decides whether it scores and where the keeper dives, and the ball flies there (at once with
 * reduced motion) before the result is announced. The Player never decides anything itself.
 */
export default function PenaltyPlayer(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage } = props;
  const labels = withLabels(PENALTY_WORDS.en, props.labels);
  const model = useMemo(
    () => readPenalty(settings, language, fallbackLanguage),
    [settings, language, fallbackLanguage],
  );
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const [phase, setPhase] = useState<Phase>('aiming');
  const [focused, setFocused] = useState<PenaltyZone>('bottom-centre');
  const [shot, setShot] = useState<Shot | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<PenaltyZone, HTMLButtonElement>());
  // The latest props for the play's promise and the flight's timer, which outlive a render.
  const live = useRef(props);
  live.current = props;
  const isShotRef = useRef(false);
  const isMountedRef = useRef(true);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      clearTimeout(timerRef.current);
    };
  }, []);

  function land(decided: Shot) {
    const words = withLabels(PENALTY_WORDS.en, live.current.labels);
    const prizeText = decided.prizeId === null ? '' : (model.prizeTexts.get(decided.prizeId) ?? '');
    setPhase('done');
    setAnnouncement(decided.goal ? words.goal.replace('{result}', prizeText).trim() : words.saved);
    // The result shows: the page keeps it on screen for the campaign's result delay.
    live.current.onFinished();
  }

  async function shoot(zone: PenaltyZone) {
    // A ref, not the phase: a second tap before the next render must not make a second play.
    if (isShotRef.current) return;
    isShotRef.current = true;
    setFocused(zone);
    setPhase('shooting');
    let decided: Shot | null;
    try {
      const { result } = await live.current.play({ zone });
      decided = result === null ? null : readShot(result);
    } catch {
      // The page shows what went wrong; the goal stays playable.
      isShotRef.current = false;
      if (isMountedRef.current) setPhase('aiming');
      return;
    }
    if (!isMountedRef.current) return;
    if (decided === null) {
      // No play happened (e.g. no plays left): nothing to show, the result page explains.
      setPhase('done');
      live.current.onFinished();
      return;
    }
    setShot(decided);
    if (isReducedMotion) {
      land(decided);
      return;
    }
    setPhase('flying');
    timerRef.current = setTimeout(() => land(decided), FLIGHT_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, zone: PenaltyZone) {
    const next = zoneAfterKey(zone, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current.get(next)?.focus();
  }

  const ball = shot ? zoneCentre(shot.zone) : PENALTY_SPOT;
  const keeperAt = shot ? zoneCentre(shot.keeperZone) : KEEPER_READY;
  const canShoot = phase === 'aiming';
  const sceneClass = [
    'gpk-scene',
    isReducedMotion && 'gpk-reduced',
    shot && 'gpk-shot',
    phase === 'done' && shot && (shot.goal ? 'gpk-goal-scored' : 'gpk-saved'),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="gpk">
      <section className={sceneClass} style={{ backgroundColor: model.pitchColour }} aria-label={labels.scene}>
        <div
          className="gpk-goal"
          style={{
            left: `${GOAL_BOX.left}%`,
            top: `${GOAL_BOX.top}%`,
            width: `${GOAL_BOX.width}%`,
            height: `${GOAL_BOX.height}%`,
          }}
        >
          <fieldset className="gpk-zones">
            <legend className="gpk-sr">{labels.chooseZone}</legend>
            {PENALTY_ZONES.map((zone) => (
              <button
                key={zone}
                ref={(element) => {
                  if (element) buttons.current.set(zone, element);
                  else buttons.current.delete(zone);
                }}
                type="button"
                className={`gpk-zone${shot?.zone === zone ? ' gpk-zone-aimed' : ''}`}
                data-zone={zone}
                // One tab stop for the six zones; the arrow keys move between them.
                tabIndex={zone === focused ? 0 : -1}
                // aria-disabled rather than disabled: the button keeps focus for keyboard and screen-reader users.
                aria-disabled={!canShoot}
                onFocus={() => setFocused(zone)}
                onKeyDown={(event) => onKeyDown(event, zone)}
                onClick={() => void shoot(zone)}
              >
                <span className="gpk-target" aria-hidden="true" />
                <span className="gpk-sr">{labels[zoneWordKey(zone)]}</span>
              </button>
            ))}
          </fieldset>
        </div>
        <div
          className="gpk-keeper"
          aria-hidden="true"
          style={{
            left: `${keeperAt.x}%`,
            top: `${keeperAt.y}%`,
            backgroundColor: model.keeperColour,
            transform: `translate(-50%, -50%) rotate(${shot ? keeperTilt(shot.keeperZone) : 0}deg)`,
          }}
        />
        <div
          className="gpk-ball"
          aria-hidden="true"
          style={{ left: `${ball.x}%`, top: `${ball.y}%`, transform: `translate(-50%, -50%) scale(${shot ? 0.6 : 1})` }}
        >
          {model.ballImageUrl && <img src={model.ballImageUrl} alt="" />}
        </div>
      </section>
      {phase !== 'done' && <p className="gpk-hint">{labels.hint}</p>}
      <p className="gpk-result" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
