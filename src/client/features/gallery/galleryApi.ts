import { dataOf } from '@/client/api/envelope';
import type { AdminGalleryPhoto, GalleryFields, GalleryPhoto, PublicGallery } from '@/common/api/gallery';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { Envelope, ListEnvelope } from '@/common/api/envelope';
import type { PublicationFields, PublicationState } from '@/common/api/publication';
import { api, contentRead, type ContentRequest } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';
import { updateTags, updateUrl } from '@/client/api/pendingChangesTarget';

const LIST = { type: 'Gallery', id: 'LIST' } as const;
const photoTags = (photos: { id: number }[] = []) => [
  LIST,
  ...photos.map(({ id }) => ({ type: 'Gallery' as const, id })),
];

/**
 * 'TAMBAH FOTO'; the image travels as a pendingFiles id so the store stays serialisable. Its publication
 * (PublicationFields): the state it is saved in and its times ('' for none).
 */
export interface NewPhoto extends PublicationFields {
  name: string;
  translations: GalleryFields['translations'];
  imageFileId: string;
}

/** 'EDIT FOTO'; without `imageFileId` the current image is kept, without `state` its state, without a time that time. */
export interface PhotoChanges extends PublicationFields {
  id: number;
  /** Kept apart as the photo's unpublished changes instead of going live. */
  asChanges?: boolean;
  name: string;
  translations: GalleryFields['translations'];
  imageFileId?: string;
}

/** The back office's photo list: an admin list, of one publication state when `state` is given. */
export type AdminGalleryRequest = AdminListRequest<'gallery'> & { state?: PublicationState };

/** A photo's multipart form: its text fields and, when one was chosen, its image. */
const photoForm = ({ imageFileId, ...fields }: Omit<PhotoChanges, 'id' | 'asChanges'>) =>
  toFormData({ ...fields, gallery_image: takeFile(imageFileId) });

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicGallery: build.query<GalleryPhoto[], ContentRequest>({
      query: (request) => contentRead('/galleries', request),
      transformResponse: (response: Envelope<PublicGallery>) => response.data.galleries,
      providesTags: (photos) => photoTags(photos),
    }),
    getAdminGallery: build.query<ListEnvelope<AdminGalleryPhoto>, AdminGalleryRequest>({
      query: (params) => ({ url: '/admin/galleries', params }),
      providesTags: (list) => photoTags(list?.data),
    }),
    addPhoto: build.mutation<AdminGalleryPhoto, NewPhoto>({
      query: (photo) => ({ url: '/admin/galleries', method: 'POST', body: photoForm(photo) }),
      transformResponse: dataOf<AdminGalleryPhoto>,
      invalidatesTags: [LIST],
    }),
    updatePhoto: build.mutation<AdminGalleryPhoto, PhotoChanges>({
      query: ({ id, asChanges, ...changes }) => ({
        url: updateUrl(`/admin/galleries/${id}`, { collection: 'galleries', id }, asChanges),
        method: 'PUT',
        body: photoForm(changes),
      }),
      transformResponse: dataOf<AdminGalleryPhoto>,
      invalidatesTags: (_photo, _error, { id, asChanges }) =>
        updateTags([{ type: 'Gallery', id }, LIST], { collection: 'galleries', id }, asChanges),
    }),
    deletePhoto: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/galleries/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Gallery', id }, LIST, 'Trash'],
    }),
  }),
});

export const {
  useGetPublicGalleryQuery,
  useGetAdminGalleryQuery,
  useAddPhotoMutation,
  useUpdatePhotoMutation,
  useDeletePhotoMutation,
} = galleryApi;
