import { dataOf } from '@/client/api/envelope';
import { api } from '@/client/api/api';
import type { PreviewButtonProps } from '@/client/components/PreviewButton';
import type { PreviewCollection, PreviewLink } from '@/common/api/previews';

interface PreviewTarget {
  collection: PreviewCollection;
  id: number;
}

/** Preview links of unpublished items; a new one for every opening (each is signed to expire), so none is cached. */
export const previewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPreviewLink: build.mutation<PreviewLink, PreviewTarget>({
      query: ({ collection, id }) => ({ url: `/admin/${collection}/${id}/preview`, method: 'GET' }),
      transformResponse: dataOf<PreviewLink>,
    }),
  }),
});

/** What the Preview button of an item's page needs: a fresh link in each language when it is opened. */
export function usePreviewLink(target: PreviewTarget): PreviewButtonProps {
  const [create, { data, error, isLoading, reset }] = previewsApi.useCreatePreviewLinkMutation();
  return {
    link: data,
    error,
    loading: isLoading,
    onOpen: () => {
      reset();
      void create(target);
    },
  };
}
