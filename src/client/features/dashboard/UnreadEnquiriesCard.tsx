import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UnreadEnquiries } from '@/common/api/enquiries';
import { enquiryTypesFor } from '@/common/staff-access';
import { inboxLink } from '@/client/app/inboxLink';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';

/**
 * The unread enquiries of each type the user's role sees, each line opening the inbox filtered to that type, then
 * the whole inbox.
 */
export function UnreadEnquiriesCard({ unread }: { unread: UnreadEnquiries }) {
  const { t } = useTranslation();
  const types = enquiryTypesFor(useStaffAccess().role);
  return (
    <Card variant="outlined" sx={{ maxWidth: 480 }}>
      <CardContent>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {types.map((type) => (
            <li key={type}>
              <Link
                component={RouterLink}
                to={inboxLink({ type })}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: 600 }}
              >
                <span>{t(`admin:dashboard.inbox.types.${type}`)}</span>
                <Box component="span" sx={{ fontWeight: unread.byType[type] > 0 ? 800 : 400 }}>
                  {t('admin:nav.unread', { count: unread.byType[type] })}
                </Box>
              </Link>
            </li>
          ))}
        </Box>
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={inboxLink()}>
            {t('admin:dashboard.inbox.open', { count: unread.total })}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
