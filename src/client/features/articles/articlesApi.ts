import { dataOf } from '@/client/api/envelope';
import type { AdminArticle, Article, ArticleFields } from '@/common/api/articles';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { Envelope, ListEnvelope } from '@/common/api/envelope';
import type { PublicationFields, PublicationState } from '@/common/api/publication';
import { ARTICLE_PAGE_SIZE } from '@/common/constants';
import { api, contentRead, type ContentRequest } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';

const LIST = { type: 'Article', id: 'LIST' } as const;
const articleTags = (articles: { id: number }[] = []) => [
  LIST,
  ...articles.map(({ id }) => ({ type: 'Article' as const, id })),
];

/**
 * Form values of 'TAMBAH ARTIKEL'; the image travels as a pendingFiles id so the store stays serialisable. Its
 * publication (PublicationFields): the state it is saved in and its times ('' for none).
 */
export interface NewArticle extends PublicationFields {
  title: string;
  content: string;
  author: string;
  translations: ArticleFields['translations'];
  imageFileId: string;
}

/**
 * Form values of 'Edit Artikel'; without `imageFileId` the current image is kept, without `state` its state, without
 * a time that time ('' clears it).
 */
export interface ArticleChanges extends PublicationFields {
  id: number;
  title: string;
  content: string;
  translations: ArticleFields['translations'];
  imageFileId?: string;
}

/** The back office's article list: an admin list, of one publication state when `state` is given. */
export type AdminArticlesRequest = AdminListRequest<'articles'> & { state?: PublicationState };

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeArticles: build.query<Article[], ContentRequest>({
      query: (request) => contentRead('/articles/home', request),
      // An answer of an unexpected shape shows as an empty list rather than breaking the home page.
      transformResponse: (response: Envelope<Article[]>) => (Array.isArray(response.data) ? response.data : []),
      providesTags: (articles) => articleTags(articles),
    }),
    getPublicArticles: build.query<ListEnvelope<Article>, ContentRequest & { page: number }>({
      query: ({ page, ...request }) => contentRead('/articles', request, { limit: ARTICLE_PAGE_SIZE, page }),
      providesTags: (list) => articleTags(list?.data),
    }),
    /** Null when the server answers without an article (shown as 'No article found.'). */
    getPublicArticle: build.query<Article | null, ContentRequest & { id: number }>({
      query: ({ id, ...request }) => contentRead(`/articles/${id}`, request),
      transformResponse: (response: Envelope<Article | null>) => response.data ?? null,
      providesTags: (_article, _error, { id }) => [{ type: 'Article', id }],
    }),
    getAdminArticles: build.query<ListEnvelope<AdminArticle>, AdminArticlesRequest>({
      query: (params) => ({ url: '/admin/articles', params }),
      providesTags: (list) => articleTags(list?.data),
    }),
    getAdminArticle: build.query<AdminArticle, number>({
      query: (id) => `/admin/articles/${id}`,
      transformResponse: dataOf<AdminArticle>,
      providesTags: (_article, _error, id) => [{ type: 'Article', id }],
    }),
    addArticle: build.mutation<AdminArticle, NewArticle>({
      query: ({ title, content, author, translations, imageFileId, state, publish_at, unpublish_at }) => ({
        url: '/admin/articles',
        method: 'POST',
        body: toFormData({
          title,
          content,
          author,
          translations,
          state,
          publish_at,
          unpublish_at,
          article_image: takeFile(imageFileId),
        }),
      }),
      transformResponse: dataOf<AdminArticle>,
      invalidatesTags: [LIST, 'WhatsNew'],
    }),
    updateArticle: build.mutation<AdminArticle, ArticleChanges>({
      query: ({ id, title, content, translations, imageFileId, state, publish_at, unpublish_at }) => ({
        url: `/admin/articles/${id}`,
        method: 'PUT',
        body: toFormData({
          title,
          content,
          translations,
          state,
          publish_at,
          unpublish_at,
          article_image: takeFile(imageFileId),
        }),
      }),
      transformResponse: dataOf<AdminArticle>,
      invalidatesTags: (_article, _error, { id }) => [{ type: 'Article', id }, LIST, 'WhatsNew'],
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/articles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Article', id }, LIST, 'WhatsNew', 'Trash'],
    }),
  }),
});

export const {
  useGetHomeArticlesQuery,
  useGetPublicArticlesQuery,
  useGetPublicArticleQuery,
  useGetAdminArticlesQuery,
  useGetAdminArticleQuery,
  useAddArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articlesApi;
