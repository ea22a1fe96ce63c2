import Download from '@mui/icons-material/Download';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/common/api/catalogue';
import type { ProductDocument } from '@/common/api/product-data';
import { useFileSize } from '@/client/components/useFileSize';
import { wrapLongWords } from '@/client/theme/textWrap';
import { ProductSection } from './ProductSection';
import { RequestDocumentButton } from './RequestDocumentButton';

/** A document: what it is, its language and size, and its download under its own name, or a way to ask for it. */
function DocumentItem({ product, document }: { product: Product; document: ProductDocument }) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  const detailsId = useId();
  const label = t(`public:productData.documents.kinds.${document.kind}`);
  const details = [
    t(`public:productData.documents.languages.${document.language}`),
    fileSize(document.size),
    ...(document.url ? [] : [t('public:productData.documents.onRequest')]),
  ].join(' · ');
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <PictureAsPdfOutlined color="error" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
        {document.url ? (
          <Link
            href={document.url}
            download={document.name}
            aria-describedby={detailsId}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ...wrapLongWords }}
          >
            <Download fontSize="small" aria-hidden />
            {document.name}
          </Link>
        ) : (
          <RequestDocumentButton product={product} document={document} documentLabel={label} />
        )}
        <Typography id={detailsId} variant="body2" color="text.secondary">
          {details}
        </Typography>
      </Box>
    </Box>
  );
}

/** The product's documents (TDS, SDS, certificates); nothing at all when it has none. */
export function ProductDocumentList({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (product.documents.length === 0) return null;
  return (
    <ProductSection title={t('public:productData.documents.title')}>
      {(headingId) => (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {product.documents.map((document) => (
            <DocumentItem key={document.id} product={product} document={document} />
          ))}
        </Box>
      )}
    </ProductSection>
  );
}
