import { useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { faceKey, readCard } from './card-model.ts';
import { createScratchSurface, type ScratchSurface } from './scratch-surface.ts';
import './scratch-card.css';
import { prefersReducedMotion } from '../core/player-words.ts';

/** The card's words, for the page to give the Player as its labels (see GamePlayerModule). */
export { cardWords as words } from './words.ts';

type Phase = 'closed' | 'opening' | 'open' | 'revealed';

/**
 * The scratch card as players see it. The first scratch (finger or mouse on the canvas) or the Reveal
 * button (keyboard, screen readers) asks the page for a play; the server decides the face, which is put
 * under the layer. Scratching on past the card's threshold, or Reveal, opens it in full (a short fade,
 * none with reduced motion) and announces the face's text. The Player never decides anything itself.
 */
export default function ScratchCardPlayer(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage, labels } = props;
  const card = useMemo(() => readCard(settings, language, fallbackLanguage), [settings, language, fallbackLanguage]);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const surfaceRef = useRef<ScratchSurface | null>(null);
  const [phase, setPhase] = useState<Phase>('closed');
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Refs, not state: pointer handlers and the play's promise read them between renders.
  const live = useRef({
    props,
    card,
    isRequested: false,
    wantsReveal: false,
    key: undefined as string | null | undefined,
  });
  live.current.props = props;
  live.current.card = card;
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  function reveal() {
    const state = live.current;
    if (state.key === undefined) return;
    surfaceRef.current?.setEnabled(false);
    setPhase('revealed');
    const face = state.key === null ? undefined : state.card.faces.get(state.key);
    setAnnouncement(state.props.labels.result.replace('{result}', face?.text ?? ''));
    // The card is open: the page keeps it on screen for the campaign's result delay.
    state.props.onFinished();
  }

  async function requestPlay() {
    const state = live.current;
    if (state.isRequested) return;
    state.isRequested = true;
    setPhase('opening');
    let result: unknown;
    try {
      result = (await state.props.play()).result;
    } catch {
      // The page shows what went wrong; the card closes again and stays playable.
      if (!isMountedRef.current) return;
      Object.assign(state, { isRequested: false, wantsReveal: false });
      surfaceRef.current?.paint({ colour: state.card.layerColour, imageUrl: state.card.layerImageUrl });
      setPhase('closed');
      return;
    }
    if (!isMountedRef.current) return;
    if (result === null || result === undefined) {
      // No play happened (e.g. no plays left): nothing to uncover, the result page explains.
      surfaceRef.current?.setEnabled(false);
      state.props.onFinished();
      return;
    }
    state.key = faceKey(result);
    setShownKey(state.key);
    setPhase('open');
    if (state.wantsReveal) reveal();
  }

  function onRevealRequest() {
    live.current.wantsReveal = true;
    if (live.current.key !== undefined) reveal();
    else void requestPlay();
  }

  const isCircle = card.appearance === 'circle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read the latest props through `live`; the card is painted afresh for each surface
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const surface = createScratchSurface(canvas, {
      isCircle,
      threshold: card.threshold,
      onFirstScratch: () => void requestPlay(),
      onThreshold: onRevealRequest,
    });
    surfaceRef.current = surface;
    surface.paint({ colour: live.current.card.layerColour, imageUrl: live.current.card.layerImageUrl });
    return () => surface.dispose();
  }, [isCircle, card.threshold]);

  // The closed card is painted again when its looks change (the builder's preview) while nobody scratches.
  useEffect(() => {
    if (live.current.isRequested) return;
    surfaceRef.current?.paint({ colour: card.layerColour, imageUrl: card.layerImageUrl });
  }, [card.layerColour, card.layerImageUrl]);

  const face = shownKey === null ? undefined : card.faces.get(shownKey);
  const isRevealed = phase === 'revealed';
  const canReveal = phase === 'closed' || phase === 'open';
  return (
    <div className={`gcs${isReducedMotion ? ' gcs-reduced' : ''}`}>
      <section
        className={`gcs-card gcs-${card.appearance}`}
        style={{ borderColor: card.borderColour }}
        aria-label={labels.card}
      >
        <div
          className="gcs-face"
          aria-hidden={!isRevealed}
          style={{ background: face?.background ?? '#ffffff', color: face?.textColour }}
        >
          {face?.imageUrl && <img src={face.imageUrl} alt="" />}
          {face?.text && <p>{face.text}</p>}
        </div>
        {/* Drawn only: the Reveal button is the card's accessible control. */}
        <canvas ref={canvasRef} className={`gcs-layer${isRevealed ? ' gcs-layer-open' : ''}`} />
      </section>
      {!isRevealed && <p className="gcs-hint">{labels.hint}</p>}
      <p className="gcs-result" aria-live="polite">
        {announcement}
      </p>
      {/* aria-disabled rather than disabled: the button keeps focus for keyboard and screen-reader users. */}
      <button
        className="gc-button"
        type="button"
        aria-disabled={!canReveal}
        onClick={() => canReveal && onRevealRequest()}
      >
        {labels.reveal}
      </button>
    </div>
  );
}
