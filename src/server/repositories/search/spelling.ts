import { withoutDiacritics } from './search-text';

/** A term of the index's vocabulary and in how many index rows it is. */
export interface IndexedTerm {
  term: string;
  documents: number;
}

/** How many edits a word of `letters` letters may be from its correction: none below 4 letters, 1 up to 7, then 2. */
function editsAllowed(letters: number): number {
  if (letters < 4) return 0;
  return letters < 8 ? 1 : 2;
}

const allowedEdits = (word: string): number => editsAllowed([...word].length);

/**
 * The Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and swaps of two
 * neighbours) between `a` and `b`, or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      }
      current.push(distance);
      rowMinimum = Math.min(rowMinimum, distance);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, limit + 1);
}

/** The term closest to `word` within its allowed edits: the fewest edits, then the most rows, then alphabetical. */
function closestTerm(word: string, vocabulary: IndexedTerm[]): string | undefined {
  const limit = allowedEdits(word);
  let best: (IndexedTerm & { distance: number }) | undefined;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate.term, limit);
    if (distance > limit) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (candidate.documents > best.documents ||
          (candidate.documents === best.documents && candidate.term < best.term)));
    if (better) best = { ...candidate, distance };
  }
  return best?.term;
}

/** The part of the vocabulary a correction of `words` needs: the terms they start and those of a length within reach. */
export interface VocabularyReach {
  prefixes: string[];
  shortest: number;
  longest: number;
}

/** What to read of the vocabulary to correct `words`; undefined when none is long enough to be corrected. */
export function vocabularyReach(words: string[]): VocabularyReach | undefined {
  const prefixes = words.map(withoutDiacritics).filter((word) => allowedEdits(word) > 0);
  if (prefixes.length === 0) return undefined;
  const lengths = prefixes.map((word) => [...word].length);
  return {
    prefixes,
    shortest: Math.min(...lengths.map((length) => length - editsAllowed(length))),
    longest: Math.max(...lengths.map((length) => length + editsAllowed(length))),
  };
}

/**
 * Each word that starts no indexed term replaced by the closest term, when one is close enough. `vocabulary` holds
 * at least the terms of the words' `vocabularyReach`.
 */
export function correctSpelling(words: string[], vocabulary: IndexedTerm[]): { words: string[]; corrected: boolean } {
  let corrected = false;
  const correctedWords = words.map((word) => {
    const indexed = withoutDiacritics(word);
    if (allowedEdits(indexed) === 0 || vocabulary.some(({ term }) => term.startsWith(indexed))) return word;
    const closest = closestTerm(indexed, vocabulary);
    if (closest === undefined) return word;
    corrected = true;
    return closest;
  });
  return { words: correctedWords, corrected };
}
