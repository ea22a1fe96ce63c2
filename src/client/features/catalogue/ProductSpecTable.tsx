import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import {
  SPEC_FIELDS,
  SPEC_TEXT_FIELDS,
  type Product,
  type SpecField,
  type SpecTextField,
} from '@/common/api/catalogue';
import { langOf } from '@/client/components/fallbackLang';
import { visuallyHidden } from '@/client/theme/visuallyHidden';
import { wrapLongWords } from '@/client/theme/textWrap';
import { ProductSection } from './ProductSection';

/** What the table reads of a product: the visitor's, or the back office's (which has no fallback). */
type SpecifiedProduct = Pick<Product, SpecField | 'principal'> & Partial<Pick<Product, 'fallback'>>;

const isTextField = (field: SpecField): field is SpecTextField => SPEC_TEXT_FIELDS.includes(field as SpecTextField);

/** The maker the product comes from, linked to its site when it has one. */
function Principal({ principal }: { principal: NonNullable<Product['principal']> }) {
  const { t } = useTranslation();
  return (
    <Box>
      {t('public:productData.specs.principal')}:{' '}
      {principal.link ? (
        <Link href={principal.link} target="_blank" rel="noopener noreferrer">
          {principal.name}
          <Box component="span" sx={visuallyHidden}>{` ${t('public:enquiry.opensInNewTab')}`}</Box>
        </Link>
      ) : (
        principal.name
      )}
    </Box>
  );
}

function OriginCell({ product }: { product: SpecifiedProduct }) {
  return (
    <>
      {product.origin && <Box lang={langOf(product, 'origin')}>{product.origin}</Box>}
      {product.principal && <Principal principal={product.principal} />}
    </>
  );
}

/** The product's specification as a two-column table, leaving out what the product does not state. */
export function ProductSpecTable({ product }: { product: SpecifiedProduct }) {
  const { t } = useTranslation();
  const rows = SPEC_FIELDS.filter((field) => product[field].trim() || (field === 'origin' && product.principal));
  if (rows.length === 0) return null;
  return (
    <ProductSection title={t('public:productData.specs.title')}>
      {(headingId) => (
        <Table size="small" aria-labelledby={headingId}>
          <TableBody>
            {rows.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '38%', verticalAlign: 'top' }}>
                  {t(`public:productData.specs.fields.${field}`)}
                </TableCell>
                <TableCell
                  lang={isTextField(field) && field !== 'origin' ? langOf(product, field) : undefined}
                  sx={{ whiteSpace: 'pre-line', ...wrapLongWords }}
                >
                  {field === 'origin' ? <OriginCell product={product} /> : product[field]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ProductSection>
  );
}
