import type { Highlighted } from '@/common/api/search';

/**
 * Texts in and out of the search engines. The engines mark the matched words with two private-use characters,
 * which indexed texts never contain, and the answer cuts the marked text into segments: never markup.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
const MARKERS = /[\uE000\uE001]/g;

export const withoutMarkers = (text: string): string => text.replace(MARKERS, '');

/** An indexed text: the non-empty `parts`, in order, without marker characters. */
export const documentText = (parts: string[]): string =>
  parts
    .map((part) => withoutMarkers(part).trim())
    .filter(Boolean)
    .join(' · ');

/** The words of a query: each run of letters and digits, lower-cased, once, in the order typed. */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .normalize('NFC')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ];
}

/** A word as the indexes keep it: without diacritics ('crème' is indexed as 'creme'). */
export const withoutDiacritics = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/** A marked text as segments, the marked ones flagged; empty segments are left out. */
export function highlighted(marked: string): Highlighted {
  const segments: Highlighted = [];
  let match = false;
  for (const [index, piece] of marked.split(/([\uE000\uE001])/).entries()) {
    if (index % 2 === 1) {
      match = piece === MATCH_START;
      continue;
    }
    if (piece === '') continue;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  }
  return segments;
}

/**
 * `original` with the marks `marked` carries, where `marked` was made from a copy of `original` that has the same
 * number of characters (PostgreSQL highlights the text its index reads, see migration 0007).
 */
export function markOriginal(marked: string, original: string): string {
  let position = 0;
  let result = '';
  for (const char of marked) {
    if (char === MATCH_START || char === MATCH_END) result += char;
    else result += original.slice(position, (position += char.length));
  }
  return result + original.slice(position);
}

const indexedWord = (word: string): string => withoutDiacritics(word.toLowerCase());

/** `text` with each of its words that one of `words` starts marked, as the engines mark a text they matched. */
export const markWords = (text: string, words: string[]): string => {
  const prefixes = words.map(indexedWord);
  return text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    prefixes.some((prefix) => indexedWord(word).startsWith(prefix)) ? `${MATCH_START}${word}${MATCH_END}` : word,
  );
};

/** Whether a marked text has a match in it. */
export const hasMatch = (marked: string): boolean => marked.includes(MATCH_START);
