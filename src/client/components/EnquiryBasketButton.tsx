import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/common/routes';

/** The top bar's way to the quote request, with how many products wait in the basket (see EnquiryBasketLink). */
export function EnquiryBasketButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = t('public:enquiry.basket.link', { count });
  return (
    <IconButton
      component={NavLink}
      to={paths.quoteRequest}
      aria-label={label}
      title={label}
      color="primary"
      sx={{ width: 44, height: 44 }}
    >
      <Badge badgeContent={count} color="secondary">
        <RequestQuoteOutlined />
      </Badge>
    </IconButton>
  );
}
