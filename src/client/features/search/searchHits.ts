import type { SearchGroup, SearchHit, SearchKind, SearchResults } from '@/common/api/search';
import { paths } from '@/common/routes';

/** Where the answer keeps each kind's group. */
const GROUP_KEYS: Record<SearchKind, 'products' | 'categories' | 'articles' | 'careers'> = {
  product: 'products',
  category: 'categories',
  article: 'articles',
  career: 'careers',
};

/** The page each kind of hit opens. */
const PAGE_OF: Record<SearchKind, (id: number) => string> = {
  product: paths.productDetail,
  category: paths.categoryProducts,
  article: paths.articleDetail,
  career: paths.careerDetail,
};

export const hitPath = (hit: SearchHit): string => PAGE_OF[hit.kind](hit.id);

/** The results page for a text. */
export const searchPagePath = (text: string): string => `${paths.search}?${new URLSearchParams({ q: text })}`;

export interface HitGroup extends SearchGroup {
  kind: SearchKind;
}

/** The kinds that found something on the page answered, most relevant first (the answer's `order`). */
export const hitGroups = (results: SearchResults): HitGroup[] =>
  results.order.map((kind) => ({ kind, ...results[GROUP_KEYS[kind]] })).filter((group) => group.hits.length > 0);

/** The text of a highlighted title or snippet. */
export const plainText = (segments: SearchHit['title']): string => segments.map(({ text }) => text).join('');
