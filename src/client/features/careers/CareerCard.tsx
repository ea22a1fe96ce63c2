import WorkOutline from '@mui/icons-material/WorkOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Career } from '@/common/api/careers';
import { paths } from '@/common/routes';
import { langOf } from '@/client/components/fallbackLang';
import { isNewCareer } from './isNewCareer';
import { cardTitle, wrapLongWords } from '@/client/theme/textWrap';

export function CareerCard({ career }: { career: Career }) {
  const { t } = useTranslation();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'common.white',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <WorkOutline />
          </Box>
          {isNewCareer(career.created_at) && <Chip label={t('public:careers.new')} color="secondary" size="small" />}
        </Box>
        <Typography variant="h6" component="h2" lang={langOf(career, 'name')} sx={{ fontWeight: 800, ...cardTitle }}>
          {career.name}
        </Typography>
        <Typography color="text.secondary" lang={langOf(career, 'position')} sx={wrapLongWords}>
          {career.position}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.careerDetail(career.id)}
          variant="outlined"
          aria-label={`${t('public:careers.more')}: ${career.name}`}
        >
          {t('public:careers.more')}
        </Button>
      </CardActions>
    </Card>
  );
}
