import { describe, expect, it } from 'vitest';
import {
  EMPTY_NAME_CHECK,
  isNameUsable,
  type NameCheckEvent,
  type NameCheckState,
  nameCheckReducer,
} from './name-check.ts';

const run = (events: NameCheckEvent[], from: NameCheckState = EMPTY_NAME_CHECK) =>
  events.reduce(nameCheckReducer, from);

describe('name check', () => {
  it('is empty for blank input and checking as soon as something is typed', () => {
    expect(run([{ type: 'typed', raw: '   ' }])).toEqual({ status: 'empty' });
    expect(run([{ type: 'typed', raw: ' Summer ' }])).toEqual({ status: 'checking', name: 'Summer' });
  });

  it('refuses names over 255 characters without asking the server', () => {
    expect(run([{ type: 'typed', raw: 'x'.repeat(256) }]).status).toBe('tooLong');
    expect(run([{ type: 'typed', raw: 'x'.repeat(255) }]).status).toBe('checking');
  });

  it('turns an answer for the current name into available or taken', () => {
    const typed: NameCheckEvent = { type: 'typed', raw: 'Summer' };
    expect(run([typed, { type: 'answered', name: 'Summer', exists: false }])).toEqual({
      status: 'available',
      name: 'Summer',
    });
    expect(run([typed, { type: 'answered', name: 'Summer', exists: true }])).toEqual({
      status: 'taken',
      name: 'Summer',
    });
  });

  it('ignores a late answer about an earlier text', () => {
    const state = run([
      { type: 'typed', raw: 'Summ' },
      { type: 'typed', raw: 'Summer' },
      { type: 'answered', name: 'Summ', exists: false },
    ]);
    expect(state).toEqual({ status: 'checking', name: 'Summer' });
    expect(run([{ type: 'failed', name: 'Summ' }], state)).toBe(state);
  });

  it('keeps an answer when only surrounding spaces change, and re-checks a failed name when typed again', () => {
    const available = run([
      { type: 'typed', raw: 'Summer' },
      { type: 'answered', name: 'Summer', exists: false },
    ]);
    expect(run([{ type: 'typed', raw: 'Summer ' }], available)).toBe(available);
    const failed = run([
      { type: 'typed', raw: 'Summer' },
      { type: 'failed', name: 'Summer' },
    ]);
    expect(failed).toEqual({ status: 'failed', name: 'Summer' });
    expect(run([{ type: 'typed', raw: 'Summer' }], failed)).toEqual({ status: 'checking', name: 'Summer' });
  });

  it('marks the name taken when creating the campaign found it taken', () => {
    const available = run([
      { type: 'typed', raw: 'Summer' },
      { type: 'answered', name: 'Summer', exists: false },
    ]);
    expect(run([{ type: 'takenOnCreate', name: 'Summer ' }], available)).toEqual({ status: 'taken', name: 'Summer' });
  });

  it('lets the name be used only when exactly that name was reported free', () => {
    const available = run([
      { type: 'typed', raw: 'Summer' },
      { type: 'answered', name: 'Summer', exists: false },
    ]);
    expect(isNameUsable(available, ' Summer ')).toBe(true);
    expect(isNameUsable(available, 'Summer 2')).toBe(false);
    expect(isNameUsable(run([{ type: 'typed', raw: 'Summer' }]), 'Summer')).toBe(false);
    expect(isNameUsable(EMPTY_NAME_CHECK, '')).toBe(false);
  });
});
