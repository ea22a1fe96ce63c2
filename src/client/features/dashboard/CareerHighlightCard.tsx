import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardCareer } from '@/common/api/dashboard';
import { paths } from '@/common/routes';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { PublicationChip } from '@/client/components/PublicationChip';

/** One of the most recently updated careers: name, position, publication state and when it last changed. */
export function CareerHighlightCard({ career }: { career: DashboardCareer }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={paths.admin.careerDetail(career.id)} color="inherit" underline="hover">
              {career.name}
            </Link>
          </Typography>
          <PublicationChip publication={career} />
        </Box>
        <Typography color="text.secondary">{career.position}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('admin:dashboard.careers.updatedAt')}{' '}
          <time dateTime={career.updated_at}>{formatDate(career.updated_at)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
