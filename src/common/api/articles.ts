import { Type, type Static } from '@sinclair/typebox';
import { ARTICLE_PAGE_SIZE, LIMITS, MAX_PAGE_SIZE } from '../constants';
import { PageQuery } from './envelope';
import { ImageSet } from './image';
import { AdminListQuery } from './admin-list';
import { Publication, PublicationFields, PublicationStateFilter } from './publication';
import { FallbackSchema, LANG_PARAMETER, TranslationsSchema } from './translations';

const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const timestamp = Type.String({ format: 'date-time' });

/** The texts of an article in each language (a translation may leave any of them empty). */
export const ARTICLE_TEXT_FIELDS = ['title', 'content'] as const;
export const ArticleTexts = Type.Object({
  title: Type.String({ maxLength: LIMITS.name }),
  content: Type.String({ maxLength: LIMITS.longText }),
});

/** Article content is plain text: line breaks are kept and nothing in it is ever read as HTML. */
export const Article = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  author: Type.String(),
  article_image: Type.Union([ImageSet, Type.Null()]),
  created_at: timestamp,
  updated_at: timestamp,
  fallback: FallbackSchema(ARTICLE_TEXT_FIELDS),
});
export type Article = Static<typeof Article>;

/** An article as the back office edits it: English in its fields, every other language in `translations`. */
export const AdminArticle = Type.Object({
  ...Article.properties,
  translations: TranslationsSchema(ArticleTexts),
  ...Publication,
});
export type AdminArticle = Static<typeof AdminArticle>;

/** Multipart text fields of article create and update; the file field is `article_image`. */
export const ArticleFields = Type.Object(
  {
    title: requiredText,
    content: Type.String({ minLength: 1, maxLength: LIMITS.longText, pattern: '\\S' }),
    author: Type.Optional(Type.String({ maxLength: LIMITS.name })),
    translations: Type.Optional(TranslationsSchema(ArticleTexts)),
    ...PublicationFields,
  },
  { additionalProperties: false },
);
export type ArticleFields = Static<typeof ArticleFields>;
export const ARTICLE_IMAGE_FIELD = 'article_image';

/** GET /articles paging: like every list, but a page holds ARTICLE_PAGE_SIZE articles unless `limit` says otherwise. */
export const ArticlePageQuery = Type.Object(
  {
    page: PageQuery.properties.page,
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: ARTICLE_PAGE_SIZE }),
    lang: LANG_PARAMETER,
  },
  { additionalProperties: false },
);
export type ArticlePageQuery = Static<typeof ArticlePageQuery>;

/** The back office's article list: an admin list that also filters by publication state. */
export const AdminArticleListQuery = AdminListQuery('articles', { state: PublicationStateFilter });
export type AdminArticleListQuery = Static<typeof AdminArticleListQuery>;
