import { dataOf } from '@/client/api/envelope';
import type { AboutDocument } from '@/common/api/about';
import type { HomePageDocument } from '@/common/api/home';
import type { AdminPartner, PartnerTexts } from '@/common/api/partners';
import type { AdminSlide, SlideTexts } from '@/common/api/slides';
import type { SiteSettingsDocument } from '@/common/api/site';
import type { Translations } from '@/common/api/translations';
import type { Static } from '@sinclair/typebox';
import { api } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';
import type { PublicationFormValues } from '@/client/components/PublicationFields';
import { updateTags, updateUrl } from '@/client/api/pendingChangesTarget';

type SlideText = keyof Static<typeof SlideTexts>;
type PartnerText = keyof Static<typeof PartnerTexts>;

/**
 * A slide's texts and publication as the form sends them; the image travels as a pendingFiles id so the store stays
 * serialisable.
 */
export interface SlideDraft extends PublicationFormValues {
  title: string;
  subtitle: string;
  button_label: string;
  button_link: string;
  alt_text: string;
  translations: Translations<SlideText>;
  /** Required when adding; without it an edit keeps the current image. */
  imageFileId?: string;
}

/** A partner's texts and publication as the form sends them; the logo travels as a pendingFiles id. */
export interface PartnerDraft extends PublicationFormValues {
  name: string;
  link: string;
  translations: Translations<PartnerText>;
  /** Required when adding; without it an edit keeps the current logo. */
  logoFileId?: string;
}

const SLIDES = { type: 'Slide', id: 'LIST' } as const;
const PARTNERS = { type: 'Partner', id: 'LIST' } as const;
const slideTags = (slides: AdminSlide[] = []) => [SLIDES, ...slides.map(({ id }) => ({ type: 'Slide' as const, id }))];
const partnerTags = (partners: AdminPartner[] = []) => [
  PARTNERS,
  ...partners.map(({ id }) => ({ type: 'Partner' as const, id })),
];

// The form's choice to keep an edit apart decides where it goes (updateUrl), and is no field of it.
const slideForm = ({ imageFileId, keepApart: _keepApart, ...fields }: SlideDraft) =>
  toFormData({ ...fields, image: takeFile(imageFileId) });
const partnerForm = ({ logoFileId, keepApart: _keepApart, ...fields }: PartnerDraft) =>
  toFormData({ ...fields, logo: takeFile(logoFileId) });

/** The back office's site documents (settings, About, home page) and the carousel's slides and partners. */
export const siteContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettingsDocument: build.query<SiteSettingsDocument, void>({
      query: () => '/admin/site-settings',
      transformResponse: dataOf<SiteSettingsDocument>,
      providesTags: ['Site'],
    }),
    saveSiteSettings: build.mutation<SiteSettingsDocument, SiteSettingsDocument>({
      query: (body) => ({ url: '/admin/site-settings', method: 'PUT', body }),
      transformResponse: dataOf<SiteSettingsDocument>,
      invalidatesTags: ['Site'],
    }),
    getAboutDocument: build.query<AboutDocument, void>({
      query: () => '/admin/about',
      transformResponse: dataOf<AboutDocument>,
      providesTags: ['About'],
    }),
    saveAbout: build.mutation<AboutDocument, AboutDocument>({
      query: (body) => ({ url: '/admin/about', method: 'PUT', body }),
      transformResponse: dataOf<AboutDocument>,
      invalidatesTags: ['About'],
    }),
    getHomePageDocument: build.query<HomePageDocument, void>({
      query: () => '/admin/home-page',
      transformResponse: dataOf<HomePageDocument>,
      providesTags: ['Home'],
    }),
    saveHomePage: build.mutation<HomePageDocument, HomePageDocument>({
      query: (body) => ({ url: '/admin/home-page', method: 'PUT', body }),
      transformResponse: dataOf<HomePageDocument>,
      invalidatesTags: ['Home'],
    }),

    getAdminSlides: build.query<AdminSlide[], void>({
      query: () => '/admin/slides',
      transformResponse: dataOf<AdminSlide[]>,
      providesTags: (slides) => slideTags(slides),
    }),
    addSlide: build.mutation<AdminSlide, SlideDraft>({
      query: (draft) => ({ url: '/admin/slides', method: 'POST', body: slideForm(draft) }),
      transformResponse: dataOf<AdminSlide>,
      invalidatesTags: [SLIDES],
    }),
    updateSlide: build.mutation<AdminSlide, SlideDraft & { id: number; asChanges?: boolean }>({
      query: ({ id, asChanges, ...draft }) => ({
        url: updateUrl(`/admin/slides/${id}`, { collection: 'slides', id }, asChanges),
        method: 'PUT',
        body: slideForm(draft),
      }),
      transformResponse: dataOf<AdminSlide>,
      invalidatesTags: (_slide, _error, { id, asChanges }) =>
        updateTags([{ type: 'Slide', id }, SLIDES], { collection: 'slides', id }, asChanges),
    }),
    deleteSlide: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/slides/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Slide', id }, SLIDES, 'Trash'],
    }),
    orderSlides: build.mutation<void, number[]>({
      query: (ids) => ({ url: '/admin/slides/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [SLIDES],
    }),

    getAdminPartners: build.query<AdminPartner[], void>({
      query: () => '/admin/partners',
      transformResponse: dataOf<AdminPartner[]>,
      providesTags: (partners) => partnerTags(partners),
    }),
    addPartner: build.mutation<AdminPartner, PartnerDraft>({
      query: (draft) => ({ url: '/admin/partners', method: 'POST', body: partnerForm(draft) }),
      transformResponse: dataOf<AdminPartner>,
      invalidatesTags: [PARTNERS],
    }),
    updatePartner: build.mutation<AdminPartner, PartnerDraft & { id: number; asChanges?: boolean }>({
      query: ({ id, asChanges, ...draft }) => ({
        url: updateUrl(`/admin/partners/${id}`, { collection: 'partners', id }, asChanges),
        method: 'PUT',
        body: partnerForm(draft),
      }),
      transformResponse: dataOf<AdminPartner>,
      invalidatesTags: (_partner, _error, { id, asChanges }) =>
        updateTags([{ type: 'Partner', id }, PARTNERS], { collection: 'partners', id }, asChanges),
    }),
    deletePartner: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/partners/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Partner', id }, PARTNERS, 'Trash'],
    }),
    orderPartners: build.mutation<void, number[]>({
      query: (ids) => ({ url: '/admin/partners/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [PARTNERS],
    }),
  }),
});

export const {
  useGetSiteSettingsDocumentQuery,
  useSaveSiteSettingsMutation,
  useGetAboutDocumentQuery,
  useSaveAboutMutation,
  useGetHomePageDocumentQuery,
  useSaveHomePageMutation,
  useGetAdminSlidesQuery,
  useAddSlideMutation,
  useUpdateSlideMutation,
  useDeleteSlideMutation,
  useOrderSlidesMutation,
  useGetAdminPartnersQuery,
  useAddPartnerMutation,
  useUpdatePartnerMutation,
  useDeletePartnerMutation,
  useOrderPartnersMutation,
} = siteContentApi;
