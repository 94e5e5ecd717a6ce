import { describe, expect, it } from 'vitest';
import { indexSounds, soundKey } from './sound-key.js';

describe('sound keys of romanised names', () => {
  it('gives the usual spellings of one name one key', () => {
    expect(soundKey('kothrood')).toBe(soundKey('kothrud'));
    expect(soundKey('wakad')).toBe(soundKey('vakad'));
    expect(soundKey('sasoon')).toBe(soundKey('sassoon'));
    expect(soundKey('green')).toBe(soundKey('grin'));
    expect(soundKey('kothrud')).not.toBe(soundKey('katraj'));
  });

  it('lists the vocabulary positions of each key, keys sorted', () => {
    const sounds = indexSounds(['vakad', 'wakad', 'baner']);
    expect(sounds.keys).toEqual(['baner', 'vakad']);
    expect([...sounds.words[1]!]).toEqual([0, 1]);
  });
});
