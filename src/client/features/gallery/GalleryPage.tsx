import Container from '@mui/material/Container';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@/common/api/gallery';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { GalleryGrid } from './GalleryGrid';
import { PhotoOverlay } from './PhotoOverlay';
import { galleryApi, useGetPublicGalleryQuery } from './galleryApi';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

/** /galeri: every photo; one at a time can be viewed full screen. */
export const pageQueries: PageQueries = ({ language }) => [
  galleryApi.endpoints.getPublicGallery.initiate({ language }),
];

export function GalleryPage() {
  const { t } = useTranslation();
  const { data: photos, isLoading, error, refetch } = useGetPublicGalleryQuery({ language: useContentLanguage() });
  const [openPhoto, setOpenPhoto] = useState<GalleryPhoto | null>(null);

  return (
    <>
      <PageBanner
        title={t('public:gallery.banner')}
        documentTitle={t('public:gallery.pageTitle')}
        crumbs={[{ label: t('public:gallery.banner') }]}
      />
      <Container sx={{ py: 6 }}>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : !photos?.length ? (
          <EmptyState
            title={t('public:gallery.empty')}
            action={{ label: t('public:actions.backHome'), to: paths.home }}
          />
        ) : (
          <GalleryGrid photos={photos} onOpen={setOpenPhoto} />
        )}
      </Container>
      {openPhoto && <PhotoOverlay photo={openPhoto} onClose={() => setOpenPhoto(null)} />}
    </>
  );
}
