import RequestQuote from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/common/routes';
import { productAdded } from '@/client/app/enquiryBasket';
import { useAppDispatch } from '@/client/app/hooks';

/** 'Request a quote': puts the product in the enquiry basket and opens the quote request with it. */
export function RequestQuoteButton({ product }: { product: { id: number; name: string } }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const requestQuote = () => {
    dispatch(productAdded({ productId: product.id, name: product.name }));
    void navigate(paths.quoteRequest);
  };
  return (
    <Button variant="contained" size="large" startIcon={<RequestQuote />} onClick={requestQuote} sx={{ minHeight: 48 }}>
      {t('public:catalogue.product.requestQuote')}
    </Button>
  );
}
