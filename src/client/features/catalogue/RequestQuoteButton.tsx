import RequestQuote from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { productAdded } from '@/client/app/enquiryBasket';
import { useAppDispatch } from '@/client/app/hooks';

/**
 * 'Request a quote': puts the product in the enquiry basket and opens the quote request with it. A link to that page,
 * so it leads there before (and without) the page's code too.
 */
export function RequestQuoteButton({ product }: { product: { id: number; name: string } }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Button
      component={RouterLink}
      to={paths.quoteRequest}
      onClick={() => dispatch(productAdded({ productId: product.id, name: product.name }))}
      variant="contained"
      size="large"
      startIcon={<RequestQuote />}
      sx={{ minHeight: 48 }}
    >
      {t('public:catalogue.product.requestQuote')}
    </Button>
  );
}
