import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CatalogueFilter } from '@/common/api/catalogue';
import type { Term } from '@/common/api/product-data';
import { paths } from '@/common/routes';
import { langOf } from '@/client/components/fallbackLang';
import { ProductSection } from './ProductSection';

interface ProductTermsProps {
  title: string;
  terms: Term[];
  /** The catalogue filter a chip opens the category list with. */
  filter: Extract<CatalogueFilter, 'industry' | 'application'>;
}

/**
 * The industries or the applications a product serves, as chips under their heading, each leading to the catalogue
 * filtered by it; nothing when there are none.
 */
export function ProductTerms({ title, terms, filter }: ProductTermsProps) {
  if (terms.length === 0) return null;
  return (
    <ProductSection title={title}>
      {(headingId) => (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {terms.map((term) => (
            <li key={term.id}>
              <Chip
                component={RouterLink}
                to={`${paths.categories}?${filter}=${term.id}`}
                clickable
                label={<span lang={langOf(term, 'name')}>{term.name}</span>}
                variant="outlined"
                color="primary"
              />
            </li>
          ))}
        </Box>
      )}
    </ProductSection>
  );
}

/** Both lists of terms a product carries. */
export function ProductTermLists({ industries, applications }: { industries: Term[]; applications: Term[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ProductTerms title={t('public:productData.terms.industries')} terms={industries} filter="industry" />
      <ProductTerms title={t('public:productData.terms.applications')} terms={applications} filter="application" />
    </>
  );
}
