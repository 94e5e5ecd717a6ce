/**
 * One spelling for the ways a sound is written in romanised Indian names: w and v, oo and u, ee
 * and i, an aspirate h after b, d, g, k, p or t, and doubled letters ("Kothrood" is Kothrud,
 * "Wakad" Vakad, "Sasoon" Sassoon). A word and its slips share a key; the first letter may differ
 * (w/v), which the typo pass never forgives.
 */
export function soundKey(word: string): string {
  // One pass by hand, not five regular expressions: every vocabulary word is keyed at cold start.
  let key = '';
  for (let at = 0; at < word.length; at++) {
    let letter = word[at]!;
    if (letter === 'w') letter = 'v';
    else if ((letter === 'o' || letter === 'e') && word[at + 1] === letter) {
      letter = letter === 'o' ? 'u' : 'i';
      at++;
    } else if (letter === 'h' && at > 0 && 'bdgkpt'.includes(word[at - 1]!)) continue;
    if (key[key.length - 1] !== letter) key += letter;
  }
  return key;
}

/** Sorted distinct keys of a vocabulary, and per key the vocabulary positions that have it. */
export interface SoundIndex {
  keys: string[];
  words: Uint32Array[];
}

export function indexSounds(vocabulary: readonly string[]): SoundIndex {
  const byKey = new Map<string, number[]>();
  vocabulary.forEach((word, at) => {
    const key = soundKey(word);
    const list = byKey.get(key);
    if (list) list.push(at);
    else byKey.set(key, [at]);
  });
  const keys = [...byKey.keys()].sort();
  return { keys, words: keys.map((key) => Uint32Array.from(byKey.get(key)!)) };
}
