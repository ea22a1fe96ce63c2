import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/common/routes';
import { useAppSelector } from '../app/hooks';

/** The top bar's way to the quote request, with how many products wait in the basket; none while it is empty. */
export function EnquiryBasketLink() {
  const { t } = useTranslation();
  const count = useAppSelector((state) => state.enquiry.items.length);
  if (!count) return null;
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
