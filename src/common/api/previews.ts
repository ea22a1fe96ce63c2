import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '../language';
import { paths } from '../routes';

/** The kinds of item with a public page of their own, which a preview link can show before they are published. */
export const PREVIEW_KINDS = ['article', 'product', 'career', 'category'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** The back office's collection of each kind: `GET /admin/{collection}/:id/preview` answers a link. */
export const PREVIEW_COLLECTIONS = {
  articles: 'article',
  products: 'product',
  careers: 'career',
  categories: 'category',
} as const satisfies Record<string, PreviewKind>;
export type PreviewCollection = keyof typeof PREVIEW_COLLECTIONS;

/** The back office's collection of each kind, where its unpublished changes are kept. */
export const COLLECTION_OF_KIND = {
  article: 'articles',
  product: 'products',
  career: 'careers',
  category: 'categories',
} as const satisfies { [K in PreviewKind]: PreviewCollection };

/** A preview page's URL carries its link's token here; the page's reads pass it to the API in the header. */
export const PREVIEW_PARAMETER = 'preview';
export const PREVIEW_HEADER = 'x-preview-token';

export const PreviewLink = Type.Object({
  /** The item's public page in each language, as it would look published, until `expires_at`. */
  urls: Type.Object({ en: Type.String(), id: Type.String() }),
  expires_at: Type.String({ format: 'date-time' }),
  /** Whether the pages show the item's unpublished changes laid over it (it has some). */
  with_changes: Type.Boolean(),
});
export type PreviewLink = Static<typeof PreviewLink>;

const PAGE_OF: Record<PreviewKind, (id: number) => string> = {
  article: paths.articleDetail,
  product: paths.productDetail,
  career: paths.careerDetail,
  category: paths.categoryProducts,
};

/** The public page of the item a preview link shows. */
export const previewPagePath = ({ kind, id }: { kind: PreviewKind; id: number }): string => PAGE_OF[kind](id);

/** The preview page of an item in `language`. */
export const previewUrl = (kind: PreviewKind, id: number, language: Language, token: string): string =>
  `${previewPagePath({ kind, id })}?lang=${language}&${PREVIEW_PARAMETER}=${encodeURIComponent(token)}`;
