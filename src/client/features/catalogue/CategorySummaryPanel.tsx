import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProductSummary } from '@/common/api/catalogue';
import { paths } from '@/common/routes';
import { langOf } from '@/client/components/fallbackLang';
import { latestProduct } from './catalogueFilters';

/** The floating panel: the category's most recently updated product and how many products it has. */
export function CategorySummaryPanel({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  const latest = latestProduct(products);
  return (
    <Paper
      component="aside"
      aria-label={t('public:catalogue.products.summary')}
      elevation={4}
      sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 96 }, borderRadius: 3 }}
    >
      <Typography
        component="dl"
        sx={{ m: 0, '& dt': { fontWeight: 700, fontSize: '0.85rem', color: 'text.secondary' } }}
      >
        <dt>{t('public:catalogue.products.latest')}</dt>
        <Typography component="dd" sx={{ m: 0, mb: 2, fontWeight: 700 }}>
          {latest ? (
            <Link component={RouterLink} to={paths.productDetail(latest.id)} lang={langOf(latest, 'name')}>
              {latest.name}
            </Link>
          ) : (
            t('public:catalogue.products.none')
          )}
        </Typography>
        <dt>{t('public:catalogue.products.total')}</dt>
        <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.6rem' }}>
          {products.length}
        </Typography>
      </Typography>
    </Paper>
  );
}
