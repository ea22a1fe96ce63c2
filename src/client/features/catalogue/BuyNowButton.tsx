import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { mailtoUrl } from '@/common/mailto';

/** 'Buy Now': opens the visitor's mail composer to the sales contact, about this product. */
export function BuyNowButton({ productName, salesEmail }: { productName: string; salesEmail: string }) {
  const { t } = useTranslation();
  const href = mailtoUrl(salesEmail, {
    subject: t('public:catalogue.product.buySubject', { name: productName }),
    body: t('public:catalogue.product.buyBody', { name: productName }),
  });
  return (
    <Button component="a" href={href} variant="contained" size="large" startIcon={<ShoppingCart />}>
      {t('public:catalogue.product.buy')}
    </Button>
  );
}
