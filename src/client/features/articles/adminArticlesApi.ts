import { dataOf } from '@/client/api/envelope';
import type { AdminArticle, ArticleFields } from '@/common/api/articles';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { ListEnvelope } from '@/common/api/envelope';
import type { PublicationFields, PublicationState } from '@/common/api/publication';
import { api } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';
import { updateTags, updateUrl } from '@/client/api/pendingChangesTarget';
import { ARTICLE_LIST_TAG as LIST, articleTags } from './articlesApi';

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
  /** Kept apart as the article's unpublished changes instead of going live (see pendingChangesApi). */
  asChanges?: boolean;
  title: string;
  content: string;
  translations: ArticleFields['translations'];
  imageFileId?: string;
}

/** The back office's article list: an admin list, of one publication state when `state` is given. */
export type AdminArticlesRequest = AdminListRequest<'articles'> & { state?: PublicationState };

/** The back office's reads and writes of articles (kept out of the visitors' chunks). */
export const adminArticlesApi = api.injectEndpoints({
  endpoints: (build) => ({
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
      query: ({ imageFileId, ...fields }) => ({
        url: '/admin/articles',
        method: 'POST',
        body: toFormData({ ...fields, article_image: takeFile(imageFileId) }),
      }),
      transformResponse: dataOf<AdminArticle>,
      invalidatesTags: [LIST, 'WhatsNew'],
    }),
    updateArticle: build.mutation<AdminArticle, ArticleChanges>({
      query: ({ id, asChanges, imageFileId, ...fields }) => ({
        url: updateUrl(`/admin/articles/${id}`, { collection: 'articles', id }, asChanges),
        method: 'PUT',
        body: toFormData({ ...fields, article_image: takeFile(imageFileId) }),
      }),
      transformResponse: dataOf<AdminArticle>,
      invalidatesTags: (_article, _error, { id, asChanges }) =>
        updateTags([{ type: 'Article', id }, LIST, 'WhatsNew'], { collection: 'articles', id }, asChanges),
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/articles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Article', id }, LIST, 'WhatsNew', 'Trash'],
    }),
  }),
});

export const {
  useGetAdminArticlesQuery,
  useGetAdminArticleQuery,
  useAddArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = adminArticlesApi;
