import EventBusy from '@mui/icons-material/EventBusy';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Certification } from '@/common/api/product-data';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { wrapLongWords } from '@/client/theme/textWrap';
import { hasPassed, startOfDay } from './calendarDay';
import { ProductSection } from './ProductSection';

/** One certification: what it is, who issued it, its number and until when it is valid, in words. */
function CertificationBadge({ certification }: { certification: Certification }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const { kind, name, issuer, number, expires_on: expiresOn } = certification;
  const expired = expiresOn !== null && hasPassed(expiresOn);
  const title = name.trim() || t(`public:productData.certifications.kinds.${kind}`);
  const details = [
    issuer && t('public:productData.certifications.issuer', { issuer }),
    number && t('public:productData.certifications.number', { number }),
    expiresOn &&
      t(expired ? 'public:productData.certifications.expiredOn' : 'public:productData.certifications.validUntil', {
        date: formatDate(startOfDay(expiresOn)),
      }),
  ].filter(Boolean);
  const Icon = expired ? EventBusy : VerifiedOutlined;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        minWidth: 0,
        border: 1,
        borderRadius: 2,
        borderColor: expired ? 'error.main' : 'success.main',
        bgcolor: 'background.paper',
      }}
    >
      <Icon color={expired ? 'error' : 'success'} aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, ...wrapLongWords }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          {expired && <Chip size="small" color="error" label={t('public:productData.certifications.expired')} />}
        </Box>
        {details.map((detail) => (
          <Typography key={detail} variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The product's certifications as badges; an expired one says so in words, not by its colour alone. */
export function CertificationBadges({ certifications }: { certifications: Certification[] }) {
  const { t } = useTranslation();
  if (certifications.length === 0) return null;
  return (
    <ProductSection title={t('public:productData.certifications.title')}>
      {(headingId) => (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            gap: 1.5,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {certifications.map((certification, index) => (
            // A product may list the same kind twice (two ISO standards), so the position tells them apart.
            <CertificationBadge key={`${certification.kind}-${index}`} certification={certification} />
          ))}
        </Box>
      )}
    </ProductSection>
  );
}
