import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EnquiryItem } from '@/common/api/enquiries';
import { paths } from '@/common/routes';
import type { Column } from '@/client/components/DataTable';
import { DataTableCards } from '@/client/components/DataTableCards';
import { wrapLongWords } from '@/client/theme/textWrap';
import { EnquirySection } from './EnquirySection';

/** A requested product with the place it had in the request, which the tables key their rows by. */
type ItemRow = EnquiryItem & { id: number };

/** The product as the request named it: a link to its admin page while it is still in the catalogue. */
function ProductName({ item }: { item: EnquiryItem }) {
  const { t } = useTranslation();
  if (item.productId === null) {
    return (
      <>
        {item.productName}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {t('admin:inbox.productGone')}
        </Typography>
      </>
    );
  }
  return (
    <Link component={RouterLink} to={paths.admin.productDetail(item.productId)}>
      {item.productName}
    </Link>
  );
}

function useItemColumns(): Column<ItemRow>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatQuantity = useMemo(() => new Intl.NumberFormat(language).format, [language]);
  const none = t('admin:inbox.notApplicable');
  return [
    { header: t('admin:inbox.fields.product'), render: (item) => <ProductName item={item} /> },
    {
      header: t('admin:inbox.fields.quantity'),
      render: (item) => (item.quantity === null ? none : formatQuantity(item.quantity)),
    },
    { header: t('admin:inbox.fields.unit'), render: (item) => item.unit ?? none },
    { header: t('admin:inbox.fields.sample'), render: (item) => t(item.sample ? 'admin:inbox.yes' : 'admin:inbox.no') },
  ];
}

/**
 * A quote's products: how much of each, in which unit, and whether a sample is wanted. A table, or on a phone one
 * card a product as the admin lists show them.
 */
export function EnquiryItemsSection({ items }: { items: EnquiryItem[] }) {
  const { t } = useTranslation();
  const columns = useItemColumns();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = t('admin:inbox.sections.products');
  const rows: ItemRow[] = items.map((item, index) => ({ ...item, id: index + 1 }));
  return (
    <EnquirySection title={title}>
      {stacked ? (
        <DataTableCards caption={title} columns={columns} rows={rows} page={1} limit={rows.length} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={{ fontWeight: 700 }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell key={column.header} sx={wrapLongWords}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </EnquirySection>
  );
}
