import { http } from 'msw';
import type { ImageSet } from '@/common/api/image';
import {
  SEARCH_KINDS,
  type Highlighted,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from '@/common/api/search';
import { SEARCH_GROUP_LIMIT, SEARCH_GROUP_MAX, SEARCH_QUERY_MAX_LENGTH } from '@/common/constants';
import { LANGUAGES, type Language } from '@/common/language';
import { totalPages } from '@/common/paging';
import { careersDb } from './careersDb';
import { catalogueDb } from './catalogueDb';
import { contentDb } from './contentHandlers';
import { apiUrl, fail, ok } from './envelope';

/** What the search reads of an entity in one language: its title, and the rest of its texts. */
interface Texts {
  title: string;
  body: string;
}

interface Searchable {
  kind: SearchKind;
  id: number;
  image: ImageSet | null;
  texts: Partial<Record<Language, Texts>>;
}

/** The site's content as the mock databases hold it: products in English and Indonesian, the rest in English. */
function searchables(): Searchable[] {
  return [
    ...catalogueDb.products().map(({ id, name, description, translations, product_image }): Searchable => {
      const indonesian = translations.id;
      return {
        kind: 'product',
        id,
        image: product_image,
        texts: {
          en: { title: name, body: description },
          ...(indonesian?.name && { id: { title: indonesian.name, body: indonesian.description ?? '' } }),
        },
      };
    }),
    ...catalogueDb.categories().map(({ id, name, description, image_url }): Searchable => ({
      kind: 'category',
      id,
      image: image_url,
      texts: { en: { title: name, body: description } },
    })),
    ...contentDb.articles().map(({ id, title, content, article_image }): Searchable => ({
      kind: 'article',
      id,
      image: article_image,
      texts: { en: { title, body: content } },
    })),
    ...careersDb.active().map(({ id, name, position, description }): Searchable => ({
      kind: 'career',
      id,
      image: null,
      texts: { en: { title: name, body: `${position}. ${description}` } },
    })),
  ];
}

const WORD = /([\p{L}\p{N}]+)/u;
const wordsOf = (text: string) => text.toLowerCase().match(new RegExp(WORD.source, 'gu')) ?? [];

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Each word of the query, a word that starts no indexed word replaced by the closest indexed one. */
function correctedTerms(query: string, vocabulary: Set<string>): { terms: string[]; corrected: boolean } {
  const words = [...vocabulary];
  const terms = wordsOf(query).map((term) => {
    if (words.some((word) => word.startsWith(term))) return term;
    const closest = words
      .map((word) => ({ word, distance: editDistance(term, word) }))
      .sort((a, b) => a.distance - b.distance)[0];
    return closest && closest.distance <= 2 ? closest.word : term;
  });
  return { terms, corrected: terms.join(' ') !== wordsOf(query).join(' ') };
}

const matches = (word: string, terms: string[]) => terms.some((term) => word.toLowerCase().startsWith(term));

/** `text` cut into words and what lies between them, the words a term starts marked. */
function highlight(text: string, terms: string[]): Highlighted {
  const segments: Highlighted = [];
  text.split(WORD).forEach((piece, index) => {
    if (!piece) return;
    const match = index % 2 === 1 && matches(piece, terms);
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  });
  return segments;
}

const SNIPPET_WORDS_BEFORE = 4;
const SNIPPET_WORDS = 16;

/** Some words of `body` around its first match (from its start when nothing in it matched). */
function snippet(body: string, terms: string[]): Highlighted {
  if (!body.trim()) return [];
  // What lies between words at the even places, the words at the odd ones.
  const pieces = body.split(WORD);
  const firstMatch = pieces.findIndex((piece, index) => index % 2 === 1 && matches(piece, terms));
  const start = Math.max(1, firstMatch - 2 * SNIPPET_WORDS_BEFORE);
  const end = start + 2 * SNIPPET_WORDS - 1;
  const text = pieces.slice(start, end).join('');
  return highlight(`${start > 1 ? '… ' : ''}${text}${end + 1 < pieces.length ? ' …' : ''}`, terms);
}

/** Every term starts some word of the texts. */
const found = (texts: Texts, terms: string[]) => {
  const words = wordsOf(`${texts.title} ${texts.body}`);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
};
const inTitle = (texts: Texts, terms: string[]) => wordsOf(texts.title).some((word) => matches(word, terms));

/**
 * The hit of an entity, titled in the language asked for (else English); the snippet from the language it matched in,
 * the asked one first, or that language's title when only the title matched there. Undefined when it did not match.
 */
function hitOf(entity: Searchable, terms: string[], asked: Language): (SearchHit & { rank: number }) | undefined {
  const language = [asked, ...LANGUAGES.filter((other) => other !== asked)].find((candidate) => {
    const texts = entity.texts[candidate];
    return texts && found(texts, terms);
  });
  const texts = language && entity.texts[language];
  if (!language || !texts) return undefined;
  const shown = entity.texts[asked] ?? entity.texts.en ?? texts;
  const body = snippet(texts.body, terms);
  const elsewhere = shown !== texts && inTitle(texts, terms) && !body.some((segment) => segment.match);
  return {
    kind: entity.kind,
    id: entity.id,
    title: highlight(shown.title, terms),
    snippet: elsewhere ? highlight(texts.title, terms) : body,
    snippetLanguage: language,
    image: entity.image,
    rank: inTitle(texts, terms) ? 0 : 1,
  };
}

function groupOf(hits: (SearchHit & { rank: number })[], kind: SearchKind, limit: number, page: number): SearchGroup {
  const own = hits.filter((hit) => hit.kind === kind).sort((a, b) => a.rank - b.rank || a.id - b.id);
  const start = (page - 1) * limit;
  return { total: own.length, hits: own.slice(start, start + limit).map(({ rank: _rank, ...hit }) => hit) };
}

/** GET /search, computed from the mock databases as the real server computes it from its index. */
export const searchHandler = http.get(apiUrl('/search'), ({ request }) => {
  const query = new URL(request.url).searchParams;
  const q = query.get('q')?.trim() ?? '';
  const limit = Number(query.get('limit') ?? SEARCH_GROUP_LIMIT);
  if (!q || q.length > SEARCH_QUERY_MAX_LENGTH) return fail(400, 'Invalid input', 'VALIDATION', { q: 'invalid' });
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_GROUP_MAX) {
    return fail(400, 'Invalid input', 'VALIDATION', { limit: 'invalid' });
  }
  const page = Number(query.get('page') ?? 1);
  if (!Number.isInteger(page) || page < 1) return fail(400, 'Invalid input', 'VALIDATION', { page: 'invalid' });
  const language: Language = query.get('lang') === 'id' ? 'id' : 'en';
  const entities = searchables();
  const vocabulary = new Set(
    entities.flatMap((entity) =>
      Object.values(entity.texts).flatMap((texts) => wordsOf(`${texts.title} ${texts.body}`)),
    ),
  );
  const { terms, corrected } = correctedTerms(q, vocabulary);
  const hits = entities.flatMap((entity) => hitOf(entity, terms, language) ?? []);
  const groups = {
    products: groupOf(hits, 'product', limit, page),
    categories: groupOf(hits, 'category', limit, page),
    articles: groupOf(hits, 'article', limit, page),
    careers: groupOf(hits, 'career', limit, page),
  };
  const titled = (kind: SearchKind) => hits.some((hit) => hit.kind === kind && hit.rank === 0);
  const results: SearchResults = {
    terms,
    corrected,
    ...groups,
    order: [...SEARCH_KINDS].sort((a, b) => Number(titled(b)) - Number(titled(a))),
    page,
    totalPage: totalPages(Math.max(...Object.values(groups).map((group) => group.total)), limit),
  };
  return ok('Search results', results);
});
