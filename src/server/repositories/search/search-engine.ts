import type { SearchKind } from '@/common/api/search';
import type { Language } from '@/common/language';
import type { IndexedTerm, VocabularyReach } from './spelling';

/** One row of the index: what a visitor reads of one entity in one language. */
export interface SearchDocument {
  kind: SearchKind;
  entity_id: number;
  language: Language;
  title: string;
  body: string;
}

/** One entity found, in the language chosen for it, with the total found of its kind. */
export interface FoundRow {
  kind: SearchKind;
  entity_id: number;
  language: Language;
  total: number;
  /** The title with the matched words between MATCH_START and MATCH_END (search-text.ts). */
  title: string;
  /** Some words around the match in the body, marked the same way, with '…' where the body goes on. */
  snippet: string;
  /** The entity's image column. */
  image: string | null;
}

/** One entity of the index. */
export interface EntityKey {
  kind: SearchKind;
  entity_id: number;
}

export const entityKey = ({ kind, entity_id }: EntityKey): string => `${kind}:${entity_id}`;

/** The index as each database keeps it (see migration 0007). */
export interface SearchEngine {
  insert(documents: SearchDocument[]): Promise<void>;
  remove(kind: SearchKind, ids: number[]): Promise<void>;
  clear(): Promise<void>;
  isEmpty(): Promise<boolean>;
  /**
   * The entities whose rows hold every word as a prefix of some term, one row each (that of `language` when it
   * matched, else another), best first: `limit` of each kind after the first `offset`.
   */
  find(words: string[], language: Language, limit: number, offset: number): Promise<FoundRow[]>;
  /** The titles of the entities `keys` in `language`, keyed by `entityKey`. */
  titles(language: Language, keys: EntityKey[]): Promise<Map<string, string>>;
  /** The indexed terms that start with one of the prefixes or have a length within the bounds, with their row counts. */
  vocabulary(reach: VocabularyReach): Promise<IndexedTerm[]>;
}

/** Rows written per statement: PostgreSQL takes at most 65535 parameters, SQLite 32766. */
export const INSERT_BATCH = 500;

/** Only plain words can be the correction of a query word (PostgreSQL's parser also makes numbers like '1e5'). */
export const isPlainTerm = ({ term }: IndexedTerm): boolean => /^[\p{L}\p{N}]+$/u.test(term);
