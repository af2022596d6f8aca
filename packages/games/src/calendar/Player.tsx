import { useEffect, useMemo, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { imageIn, readCalendar, type TileView, textIn, tileViewOn } from './calendar-model.ts';
import { redirectionHref, type TileResult } from './tile-content.ts';
import { usedTileDays } from './tile-keys.ts';
import './calendar.css';

/** The tile's content on the result page (see GamePlayerModule). */
export { calendarResultSummary as resultSummary } from './result-summary.ts';
/** The calendars' words, for the page to give the Player as its labels (see GamePlayerModule). */
export { calendarWords as words } from './words.ts';

const LABEL_OF: Record<TileView | 'opened', string> = {
  openable: 'tileToday',
  future: 'tileFuture',
  missed: 'tileMissed',
  closed: 'tileMissed',
  opened: 'tileOpened',
};

/**
 * A calendar as players see it: a grid of tiles, of which only today's (by the server's date, `today`)
 * opens, by touch, mouse or keyboard (each openable tile is a button). The server decides what is behind
 * it and refuses any other day; the tile's content arrives with the play and is announced. The Player
 * never decides anything itself.
 */
export default function CalendarPlayer(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage, labels } = props;
  const calendar = useMemo(() => readCalendar(settings), [settings]);
  const today = props.today ?? new Date().toLocaleDateString('en-CA');
  const [openingDay, setOpeningDay] = useState<number | null>(null);
  const [opened, setOpened] = useState<TileResult | null>(null);
  // Tiles this player opened before (the page opened again): shown opened, not offered.
  const [usedDays, setUsedDays] = useState<ReadonlySet<number>>(() => new Set());
  const { usedPlayKeys } = props;
  useEffect(() => {
    let isCurrent = true;
    usedPlayKeys?.()
      .then((keys) => {
        if (isCurrent) setUsedDays(usedTileDays(keys));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [usedPlayKeys]);
  const [announcement, setAnnouncement] = useState('');
  const isReducedMotion = props.isReducedMotion ?? false;

  async function open(dayNumber: number) {
    if (openingDay !== null || opened) return;
    setOpeningDay(dayNumber);
    let result: unknown;
    try {
      result = (await props.play({ dayNumber })).result;
    } catch {
      // The page shows why (e.g. not today's tile by the server's clock); the calendar stays playable.
      setOpeningDay(null);
      return;
    }
    setOpeningDay(null);
    if (!isTileResult(result)) {
      // No play happened (no plays left): the result page explains.
      props.onFinished();
      return;
    }
    setOpened(result);
    const shown = result.prize
      ? textIn(result.prize.text, language, fallbackLanguage)
      : textIn(result.outcome?.title, language, fallbackLanguage) ||
        textIn(result.outcome?.text, language, fallbackLanguage);
    setAnnouncement(labels.result.replace('{day}', String(dayNumber)).replace('{result}', shown));
    props.onFinished();
  }

  const word = (view: TileView | 'opened', day: number) => (labels[LABEL_OF[view]] ?? '').replace('{day}', String(day));
  return (
    <div className={`gcc${isReducedMotion ? ' gcc-reduced' : ''}`}>
      <p className="gcc-hint">{labels.hint}</p>
      <ul className="gcc-grid" aria-label={labels.calendar}>
        {calendar.tiles.map((tile) => {
          const isOpened = opened?.dayNumber === tile.dayNumber || usedDays.has(tile.dayNumber);
          const view = tileViewOn(calendar, tile.dayNumber, today);
          const isOpenable = view === 'openable' && !opened && !isOpened;
          return (
            <li key={tile.id}>
              <button
                type="button"
                className={`gcc-tile gcc-${isOpened ? 'opened' : view}`}
                style={{
                  background: tile.background,
                  color: tile.fontColor,
                  fontFamily: tile.fontFamily,
                  fontSize: tile.fontSize,
                }}
                disabled={!isOpenable}
                aria-busy={openingDay === tile.dayNumber}
                aria-label={word(isOpened ? 'opened' : view, tile.dayNumber)}
                onClick={() => void open(tile.dayNumber)}
              >
                {tile.dayNumber}
              </button>
            </li>
          );
        })}
      </ul>
      {opened && <TileContent result={opened} language={language} fallbackLanguage={fallbackLanguage} go={labels.go} />}
      <p className="gcc-result" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function TileContent(props: { result: TileResult; language: string; fallbackLanguage: string; go: string }) {
  const { result, language, fallbackLanguage } = props;
  const text = (value: unknown) => textIn(value, language, fallbackLanguage);
  const image = (value: unknown) => imageIn(value, language, fallbackLanguage);
  if (result.prize) {
    const href = redirectionHref(result.prize.redirection, typeof location === 'undefined' ? '' : location.search);
    const picture = image(result.prize.imageUrl);
    return (
      <section className="gcc-content">
        {picture && <img src={picture} alt="" />}
        <h3>{text(result.prize.text)}</h3>
        {text(result.prize.description) && <p>{text(result.prize.description)}</p>}
        {href && (
          <a className="gc-button" href={href} rel="noopener">
            {props.go}
          </a>
        )}
      </section>
    );
  }
  if (!result.outcome) return null;
  const picture = image(result.outcome.imageUrl);
  return (
    <section className="gcc-content">
      {picture && <img src={picture} alt="" />}
      {text(result.outcome.title) && <h3>{text(result.outcome.title)}</h3>}
      {text(result.outcome.text) && <p>{text(result.outcome.text)}</p>}
    </section>
  );
}

function isTileResult(value: unknown): value is TileResult {
  return typeof value === 'object' && value !== null && typeof (value as TileResult).dayNumber === 'number';
}
