import type { Term, TermFields } from '@/common/api/product-data';
import { entityTexts, pickTexts } from '@/common/api/translations';
import type { TermKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { StoredTerm } from '../../fixtures/client/catalogue';

const NAME = ['name'] as const;

let terms: Record<TermKind, StoredTerm[]> = { industry: [], application: [] };

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map(({ id }) => id)) + 1;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The mock server's industries and applications. Products name their terms (as `Term`s); a term kept here is read
 * from here, so a renamed term shows its new name on every product.
 */
export const catalogueTermsDb = {
  reset(): void {
    terms = { industry: [], application: [] };
  },
  seed(seed: Partial<Record<TermKind, StoredTerm[]>>): void {
    terms = {
      industry: (seed.industry ?? []).map((row) => ({ ...row })),
      application: (seed.application ?? []).map((row) => ({ ...row })),
    };
  },
  /** Sorted by name, as GET /admin/industries answers. */
  all: (kind: TermKind): StoredTerm[] => [...terms[kind]].sort((a, b) => a.name.localeCompare(b.name)),
  find: (kind: TermKind, id: number): StoredTerm | undefined => terms[kind].find((term) => term.id === id),
  /** True when another term of that kind already has this name (the real server refuses it). */
  nameTaken: (kind: TermKind, name: string, exceptId?: number): boolean =>
    terms[kind].some((term) => term.id !== exceptId && sameName(term.name, name)),

  /** A product's term as a public answer in `language` gives it. */
  inLanguage(kind: TermKind, held: Term, language: Language): Term {
    const stored = this.find(kind, held.id);
    if (!stored) return held;
    const { texts, fallback } = pickTexts(entityTexts(stored, stored.translations, NAME), NAME, language);
    return { id: stored.id, name: texts.name, ...(fallback && { fallback }) };
  },

  create(kind: TermKind, { name, translations = {} }: TermFields): StoredTerm {
    const now = new Date().toISOString();
    const term = { id: nextId(terms[kind]), name: name.trim(), translations, created_at: now, updated_at: now };
    terms[kind].push(term);
    return term;
  },
  update(kind: TermKind, id: number, { name, translations = {} }: TermFields): StoredTerm | undefined {
    const term = this.find(kind, id);
    if (term) Object.assign(term, { name: name.trim(), translations, updated_at: new Date().toISOString() });
    return term;
  },
  remove(kind: TermKind, id: number): boolean {
    const before = terms[kind].length;
    terms[kind] = terms[kind].filter((term) => term.id !== id);
    return terms[kind].length < before;
  },
};
