import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { WheelGraphic } from './WheelGraphic.tsx';
import { readWheel } from './wheel-model.ts';
import { createWheelMotion, type WheelMotion } from './wheel-motion.ts';
import './wheel.css';
import { prefersReducedMotion } from '../core/player-words.ts';

/** The wheel's words, for the page to give the Player as its labels (see GamePlayerModule). */
export { wheelWords as words } from './words.ts';

type Phase = 'ready' | 'spinning' | 'landed';

/**
 * The wheel as players see it. It turns slowly until the player spins (a real button: touch, mouse,
 * Enter or Space), asks the page for a play, and lands on the sector the server chose, never one of its
 * own. With reduced motion it turns straight to that sector with a short fade instead of spinning.
 */
export default function WheelPlayer(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage, play, labels } = props;
  const wheel = useMemo(() => readWheel(settings, language, fallbackLanguage), [settings, language, fallbackLanguage]);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const rotorRef = useRef<SVGSVGElement>(null);
  const motion = useWheelMotion(rotorRef, isReducedMotion ? 0 : wheel.speeds.idleDegreesPerMs);
  const [phase, setPhase] = useState<Phase>('ready');
  const [announcement, setAnnouncement] = useState('');
  const onFinishedRef = useRef(props.onFinished);
  onFinishedRef.current = props.onFinished;
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const canSpin = phase === 'ready' && wheel.sectors.length >= 2;
  // Set at once, not on the next render: a double tap must not make two plays.
  const isSpinningRef = useRef(false);

  async function spin() {
    if (!canSpin || isSpinningRef.current) return;
    isSpinningRef.current = true;
    // The sectors as they were when the player spun: a preview update mid-spin must not move the target.
    const { sectors, speeds } = wheel;
    setPhase('spinning');
    setAnnouncement('');
    if (!isReducedMotion) motion.speedUp(speeds.spinDegreesPerMs);
    let sectorId: unknown;
    try {
      sectorId = (await play()).result?.sectorId ?? null;
    } catch {
      // The page shows what went wrong; the wheel is simply playable again.
      if (!isMountedRef.current) return;
      motion.idle();
      isSpinningRef.current = false;
      setPhase('ready');
      return;
    }
    if (!isMountedRef.current) return;
    const index = sectors.findIndex((sector) => sector.id === sectorId);
    if (index === -1) {
      // No play happened (e.g. no plays left): nothing to land on, the result page explains.
      await motion.stop();
      if (isMountedRef.current) onFinishedRef.current();
      return;
    }
    if (isReducedMotion) {
      motion.jumpTo(index, sectors.length);
      rotorRef.current?.animate?.([{ opacity: 0.3 }, { opacity: 1 }], { duration: 250, easing: 'ease-out' });
    } else {
      await motion.land(index, sectors.length, speeds.landingMs);
      if (!isMountedRef.current) return;
    }
    setPhase('landed');
    setAnnouncement(labels.result.replace('{result}', sectors[index].name));
    // The wheel stands on its sector: the page keeps it on screen for the campaign's result delay.
    onFinishedRef.current();
  }

  return (
    <div className="gcw">
      <WheelGraphic wheel={wheel} rotorRef={rotorRef} />
      <p className="gcw-result" aria-live="polite">
        {announcement}
      </p>
      {wheel.hasLegend && wheel.sectors.length > 0 && (
        <ul className="gcw-legend">
          {wheel.sectors.map((sector, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview's unsaved settings may repeat a sector id; the position keeps keys unique
            <li key={`${sector.id}-${index}`}>
              <span className="gcw-swatch" style={{ background: sector.colour }} />
              {sector.name}
            </li>
          ))}
        </ul>
      )}
      {/* aria-disabled rather than disabled: the button keeps focus for keyboard and screen-reader users. */}
      <button className="gc-button" type="button" aria-disabled={!canSpin} onClick={spin}>
        {labels.spin}
      </button>
    </div>
  );
}

/** The wheel's motion, rotating the rotor layer by a CSS transform each frame (no React render per frame). */
function useWheelMotion(rotorRef: RefObject<SVGSVGElement | null>, idleDegreesPerMs: number): WheelMotion {
  const motionRef = useRef<WheelMotion | null>(null);
  if (!motionRef.current) {
    motionRef.current = createWheelMotion((rotation) => {
      if (rotorRef.current) rotorRef.current.style.transform = `rotate(${rotation}deg)`;
    });
  }
  const motion = motionRef.current;
  useEffect(() => {
    motion.setIdleSpeed(idleDegreesPerMs);
    return () => motion.dispose();
  }, [motion, idleDegreesPerMs]);
  return motion;
}
