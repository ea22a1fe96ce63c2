import Check from '@mui/icons-material/Check';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isBasketFull, productAdded, productRemoved } from '@/client/app/enquiryBasket';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { useHydrated } from '@/client/components/useHydrated';

interface AddToEnquiryButtonProps {
  product: { id: number; name: string };
  size?: 'small' | 'large';
  fullWidth?: boolean;
  /** In a product tile, two across a phone: a label short enough for one line in every language. */
  compact?: boolean;
}

/**
 * Puts the product in the enquiry basket, or takes it out again: a toggle that says 'Added' while it is in. Its
 * name carries the product's, since a list shows one per product. The basket lives in the browser, so the button is
 * hidden, its place kept, until the page's code runs.
 */
export function AddToEnquiryButton({ product, size = 'small', fullWidth, compact = false }: AddToEnquiryButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const added = useAppSelector((state) => state.enquiry.items.some((item) => item.productId === product.id));
  const full = useAppSelector((state) => isBasketFull(state.enquiry));
  const basketWorks = useHydrated();
  const toggle = () =>
    dispatch(added ? productRemoved(product.id) : productAdded({ productId: product.id, name: product.name }));

  return (
    <Button
      variant={added ? 'contained' : 'outlined'}
      color={added ? 'success' : 'primary'}
      size={size}
      fullWidth={fullWidth}
      aria-pressed={added}
      aria-label={t(added ? 'public:enquiry.basket.addedFor' : 'public:enquiry.basket.addFor', { name: product.name })}
      disabled={!added && full}
      startIcon={added ? <Check /> : <PlaylistAdd />}
      onClick={toggle}
      hidden={!basketWorks}
      sx={{ minHeight: { xs: 44, md: size === 'large' ? 48 : 36 }, '&[hidden]': { visibility: 'hidden' } }}
    >
      {compact
        ? t(added ? 'public:enquiry.basket.addedShort' : 'public:enquiry.basket.addShort')
        : t(added ? 'public:enquiry.basket.added' : 'public:enquiry.basket.add')}
    </Button>
  );
}
