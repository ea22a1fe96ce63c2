import type { Article } from '@/common/api/articles';
import type { Envelope, ListEnvelope } from '@/common/api/envelope';
import { ARTICLE_PAGE_SIZE } from '@/common/constants';
import { api, contentRead, type ContentRequest } from '@/client/api/api';

/** The cache tag of every list of articles, which the back office's writes invalidate. */
export const ARTICLE_LIST_TAG = { type: 'Article', id: 'LIST' } as const;
export const articleTags = (articles: { id: number }[] = []) => [
  ARTICLE_LIST_TAG,
  ...articles.map(({ id }) => ({ type: 'Article' as const, id })),
];

/** What visitors read; the back office's reads and writes are in adminArticlesApi.ts, which only its chunks load. */
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
  }),
});

export const { useGetHomeArticlesQuery, useGetPublicArticlesQuery, useGetPublicArticleQuery } = articlesApi;
