import { Type, type Static } from '@sinclair/typebox';
import { SEARCH_GROUP_LIMIT, SEARCH_GROUP_MAX, SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { SEARCH_PAGE_MAX } from '../site-search';
import { ImageSet } from './image';
import { LANG_PARAMETER, LanguageSchema } from './translations';

/** What the site search finds, grouped in this order. */
export const SEARCH_KINDS = ['product', 'category', 'article', 'career'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** GET /search */
export const SearchQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: SEARCH_QUERY_MAX_LENGTH,
      description:
        'Words to find, each as a prefix, in either language; a word found nowhere is matched to the closest one.',
    }),
    limit: Type.Integer({ minimum: 1, maximum: SEARCH_GROUP_MAX, default: SEARCH_GROUP_LIMIT }),
    page: Type.Integer({
      minimum: 1,
      maximum: SEARCH_PAGE_MAX,
      default: 1,
      description: 'Which `limit` hits of each kind: the page-th run of them, best first.',
    }),
    lang: LANG_PARAMETER,
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** A text cut into pieces, those that matched the search marked: drawn as text, never as markup. */
export const Highlighted = Type.Array(Type.Object({ text: Type.String(), match: Type.Boolean() }));
export type Highlighted = Static<typeof Highlighted>;

export const SearchHit = Type.Object({
  kind: Type.Unsafe<SearchKind>({ type: 'string', enum: [...SEARCH_KINDS] }),
  id: Type.Integer(),
  /** In the asked language (its missing texts falling back as the pages' do), wherever the words matched. */
  title: Highlighted,
  /**
   * Where the words matched: some words around the match in the rest of the texts (a description, an article's
   * content), or the title in another language when only that matched; may be empty.
   */
  snippet: Highlighted,
  /** The language of `snippet`: the asked one when the words matched there, else the one they matched in. */
  snippetLanguage: LanguageSchema,
  image: Type.Union([ImageSet, Type.Null()]),
});
export type SearchHit = Static<typeof SearchHit>;

/** Best first: a match in the title ranks before one in the rest of the texts. */
export const SearchGroup = Type.Object({ total: Type.Integer(), hits: Type.Array(SearchHit) });
export type SearchGroup = Static<typeof SearchGroup>;

export const SearchResults = Type.Object({
  /** The words searched for, after a misspelt word was replaced by the closest indexed one. */
  terms: Type.Array(Type.String()),
  /** Whether some word was replaced ('Showing results for ...'). */
  corrected: Type.Boolean(),
  products: SearchGroup,
  categories: SearchGroup,
  articles: SearchGroup,
  careers: SearchGroup,
  /** The kinds, most relevant first: a kind whose best hit matched in its title before one whose best did not. */
  order: Type.Array(Type.Unsafe<SearchKind>({ type: 'string', enum: [...SEARCH_KINDS] })),
  /** The page answered, and the last page of the kind with the most hits (1 when nothing was found). */
  page: Type.Integer(),
  totalPage: Type.Integer(),
});
export type SearchResults = Static<typeof SearchResults>;
