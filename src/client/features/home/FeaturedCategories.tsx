import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FeaturedCategory } from '@/common/api/home';
import { paths } from '@/common/routes';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { SectionHeading } from './SectionHeading';

function FeaturedCategoryCard({ category }: { category: FeaturedCategory }) {
  const { t } = useTranslation();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.categoryProducts(category.id)} sx={{ height: '100%' }}>
        <ResponsiveImage
          image={category.image_url}
          alt=""
          sizes="(min-width: 900px) 33vw, 50vw"
          placeholderRatio="16 / 9"
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {category.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('public:home.categories.productCount', { count: category.product_count })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The categories with the most products, each leading to its product list. */
export function FeaturedCategories({ categories }: { categories: FeaturedCategory[] }) {
  const { t } = useTranslation();
  if (!categories.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="featured-title"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}
    >
      <Container>
        <SectionHeading
          id="featured-title"
          title={t('public:home.categories.title')}
          lead={t('public:home.categories.lead')}
        />
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {categories.map((category) => (
            <Grid key={category.id} size={{ xs: 6, md: 4 }}>
              <FeaturedCategoryCard category={category} />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.categories} variant="outlined" endIcon={<ArrowForward />}>
            {t('public:home.categories.seeAll')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
