import { describe, expect, it } from 'vitest';
import { readPenalty, readShot } from './penalty-model.ts';

describe('penalty model', () => {
  it('reads the looks and the prizes’ lines in the player’s language, the default language filling gaps', () => {
    const model = readPenalty(
      {
        pitchColour: '#123456',
        keeperColour: 'red',
        ballImageUrl: 'javascript:alert(1)',
        prizes: [
          { id: 'a', text: { en: 'Coffee', de: 'Kaffee' } },
          { id: 'b', text: { en: 'Cake', de: '' } },
          { text: { en: 'no id' } },
        ],
      },
      'de',
      'en',
    );
    expect(model.pitchColour).toBe('#123456');
    // Anything malformed gets a neutral value: the preview posts half-edited settings.
    expect(model.keeperColour).toBe('#e8590c');
    expect(model.ballImageUrl).toBeNull();
    expect([...model.prizeTexts]).toEqual([
      ['a', 'Kaffee'],
      ['b', 'Cake'],
    ]);
    expect(readPenalty(null, 'en', 'en').prizeTexts.size).toBe(0);
    expect(readPenalty({ ballImageUrl: '/files/ball.png' }, 'en', 'en').ballImageUrl).toBe('/files/ball.png');
  });

  it('reads a shot only with two known zones, a goal only when the server said so', () => {
    expect(readShot({ zone: 'top-left', keeperZone: 'bottom-right', goal: true, prizeId: 'a' })).toEqual({
      zone: 'top-left',
      keeperZone: 'bottom-right',
      goal: true,
      prizeId: 'a',
    });
    expect(readShot({ zone: 'top-left', keeperZone: 'top-left', goal: 'yes' })).toEqual({
      zone: 'top-left',
      keeperZone: 'top-left',
      goal: false,
      prizeId: null,
    });
    for (const broken of [null, {}, { zone: 'top-left' }, { zone: 'middle', keeperZone: 'top-left' }]) {
      expect(readShot(broken)).toBeNull();
    }
  });
});
