import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Product } from '@/common/api/catalogue';
import { IMAGE_SIZES } from '@/common/hero-image';
import { paths } from '@/common/routes';
import { errorMessage, isStatus } from '@/client/api/errors';
import { parseId } from '@/common/ids';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { ZoomableImage } from '@/client/components/ZoomableImage';
import { langOf } from '@/client/components/fallbackLang';
import { WhatsAppLink } from '@/client/components/WhatsAppLink';
import { AddToEnquiryButton } from './AddToEnquiryButton';
import { catalogueApi, useGetProductQuery } from './catalogueApi';
import { CertificationBadges } from './CertificationBadges';
import { ProductDocumentList } from './ProductDocumentList';
import { ProductSpecTable } from './ProductSpecTable';
import { ProductTermLists } from './ProductTerms';
import { RelatedProducts } from './RelatedProducts';
import { RequestQuoteButton } from './RequestQuoteButton';
import { wrapLongWords } from '@/client/theme/textWrap';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

function ProductImage({ product }: { product: Product }) {
  const { t } = useTranslation();
  const image = (
    <ResponsiveImage
      image={product.product_image}
      alt={product.name}
      sizes={IMAGE_SIZES.productDetail}
      priority
      sx={{ width: '100%', borderRadius: 2 }}
    />
  );
  if (!product.product_image) return image;
  return (
    <ZoomableImage
      zoomLabel={t('public:catalogue.product.zoom')}
      unzoomLabel={t('public:catalogue.product.unzoom')}
      image={product.product_image}
    >
      {image}
    </ZoomableImage>
  );
}

/** Ask for a price or a sample of this product now, gather it with others first, or ask on WhatsApp. */
function ProductEnquiry({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <RequestQuoteButton product={product} />
        <AddToEnquiryButton product={product} size="large" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 2 }}>
        {t('public:catalogue.product.enquiryHint')}
      </Typography>
      <WhatsAppLink
        text={t('public:catalogue.product.whatsappText', { name: product.name })}
        label={t('public:catalogue.product.whatsapp')}
      />
    </>
  );
}

/** What buyers check before they ask: the specification, certifications, where it serves and its documents. */
function ProductFacts({ product }: { product: Product }) {
  return (
    <Grid container spacing={5}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={4}>
          <ProductSpecTable product={product} />
          <CertificationBadges certifications={product.certifications} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={4}>
          <ProductTermLists industries={product.industries} applications={product.applications} />
          <ProductDocumentList product={product} />
        </Stack>
      </Grid>
    </Grid>
  );
}

function ProductOverview({ product }: { product: Product }) {
  return (
    <Grid container spacing={5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProductImage product={product} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Link
          component={RouterLink}
          to={paths.categoryProducts(product.category_id)}
          underline="hover"
          lang={langOf(product, 'category_name')}
          sx={{ fontWeight: 600 }}
        >
          {product.category_name}
        </Link>
        <Typography
          variant="h4"
          component="h2"
          lang={langOf(product, 'name')}
          sx={{ fontWeight: 800, mt: 1, mb: 2, fontSize: { xs: '1.6rem', md: '2.125rem' }, ...wrapLongWords }}
        >
          {product.name}
        </Typography>
        <Typography
          component="div"
          lang={langOf(product, 'description')}
          sx={{ whiteSpace: 'pre-line', lineHeight: 1.8, mb: 4 }}
        >
          {product.description}
        </Typography>
        <ProductEnquiry product={product} />
      </Grid>
    </Grid>
  );
}

function ProductDetail({ product }: { product: Product }) {
  return (
    <Stack spacing={6}>
      <ProductOverview product={product} />
      <ProductFacts product={product} />
      <RelatedProducts products={product.related} />
    </Stack>
  );
}

/**
 * /produk_kategori/produk/detail_produk/{id}: the product, its zoomable image and the ways to ask for it, then its
 * specification, certifications, industries and applications, documents and related products.
 */
/** The product in the path, when its id is one (any other shows as not found). */
export const pageQueries: PageQueries = ({ params, language }) => {
  const id = parseId(params.id);
  return id === undefined ? [] : [catalogueApi.endpoints.getProduct.initiate({ id, language })];
};

export function ProductDetailPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const language = useContentLanguage();
  const {
    data: product,
    isLoading,
    error,
    refetch,
  } = useGetProductQuery({ id: id ?? 0, language }, { skip: id === undefined });
  const notFound = id === undefined || isStatus(error, 404);

  return (
    <>
      <PageBanner
        title={t('public:catalogue.banner.categories')}
        documentTitle={notFound ? t('common:notFound.title') : (product?.name ?? t('public:catalogue.pageTitle'))}
        crumbs={[
          { label: t('public:catalogue.banner.categories'), to: paths.categories },
          { label: t('public:catalogue.banner.products') },
          { label: t('public:crumbs.detail') },
        ]}
      />
      <Container sx={{ py: 6 }}>
        {notFound ? (
          <EmptyState
            title={t('public:catalogue.product.notFound')}
            action={{ label: t('public:catalogue.product.backToCategories'), to: paths.categories }}
          />
        ) : isLoading ? (
          <Loading />
        ) : error || !product ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : (
          <ProductDetail product={product} />
        )}
      </Container>
    </>
  );
}
