import { MAX_TEXT_LENGTH } from '@gc/contracts/validation';

/**
 * The campaign-name check of the wizard's name step, as a pure state machine. Typing moves to
 * `checking` at once (the request itself is debounced by useNameCheck); an answer only counts when
 * it is about the name still in the box, so a slow reply for "Summ" never marks "Summer" free.
 */
export type NameCheckState =
  | { status: 'empty' }
  | { status: 'tooLong'; name: string }
  | { status: 'checking'; name: string }
  | { status: 'available'; name: string }
  | { status: 'taken'; name: string }
  | { status: 'failed'; name: string };

export type NameCheckEvent =
  /** The input changed (raw text, as typed). Typing the same name again retries a failed check. */
  | { type: 'typed'; raw: string }
  | { type: 'answered'; name: string; exists: boolean }
  | { type: 'failed'; name: string }
  /** The server refused to create the campaign because someone took the name meanwhile. */
  | { type: 'takenOnCreate'; name: string };

export const EMPTY_NAME_CHECK: NameCheckState = { status: 'empty' };

/** The server compares trimmed names, so the check and the request use the trimmed text. */
export const normalizeName = (raw: string): string => raw.trim();

export function nameCheckReducer(state: NameCheckState, event: NameCheckEvent): NameCheckState {
  switch (event.type) {
    case 'typed': {
      const name = normalizeName(event.raw);
      if (name === '') return EMPTY_NAME_CHECK;
      if (name.length > MAX_TEXT_LENGTH) return { status: 'tooLong', name };
      // A trailing space does not change the name: keep the answer we already have.
      const isSettled = state.status === 'available' || state.status === 'taken' || state.status === 'checking';
      if (isSettled && state.name === name) return state;
      return { status: 'checking', name };
    }
    case 'answered':
    case 'failed': {
      if (state.status !== 'checking' || state.name !== event.name) return state;
      if (event.type === 'failed') return { status: 'failed', name: event.name };
      return { status: event.exists ? 'taken' : 'available', name: event.name };
    }
    case 'takenOnCreate':
      return { status: 'taken', name: normalizeName(event.name) };
    default:
      return exhaustive(event);
  }
}

/** True only when the server has said that exactly this name is free. */
export function isNameUsable(state: NameCheckState, raw: string): boolean {
  return state.status === 'available' && state.name === normalizeName(raw);
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled name-check event: ${JSON.stringify(value)}`);
}
