/** Longer words are compared on their first letters only; nobody types a 60-letter word. */
const MAX_COMPARED = 62;
// Three rows of the edit-distance table, reused by every comparison: a search compares hundreds
// of words, and allocating rows for each was most of its time.
const rows = [0, 1, 2].map(() => new Int32Array(MAX_COMPARED + 1));

/**
 * Whether `typed` is within `allowed` edits (insert, delete, substitute, swap of neighbours) of
 * some prefix of `word`: what someone typing the start of a word with a slip would produce. The
 * first letter must be right (it rarely is the slip, and checking it first skips most words).
 */
export function prefixDistanceWithin(typed: string, word: string, allowed: number): boolean {
  if (word.length < typed.length - allowed || typed.charCodeAt(0) !== word.charCodeAt(0)) return false;
  const length = Math.min(typed.length, MAX_COMPARED);
  const columns = Math.min(word.length, length + allowed, MAX_COMPARED);
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= columns; j++) previous[j] = j;
  for (let i = 1; i <= length; i++) {
    const letter = typed.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= columns; j++) {
      const other = word.charCodeAt(j - 1);
      let value = previous[j - 1]! + (letter === other ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (
        i > 1 &&
        j > 1 &&
        letter === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === other &&
        beforePrevious[j - 2]! + 1 < value
      ) {
        value = beforePrevious[j - 2]! + 1;
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > allowed) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  // Any prefix of the word will do: the smallest distance in the last row.
  let smallest = previous[0]!;
  for (let j = 1; j <= columns; j++) if (previous[j]! < smallest) smallest = previous[j]!;
  return smallest <= allowed;
}
