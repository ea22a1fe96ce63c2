import MailOutline from '@mui/icons-material/MailOutline';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProductDocument } from '@/common/api/product-data';
import { paths } from '@/common/routes';
import { productAdded } from '@/client/app/enquiryBasket';
import { useAppDispatch } from '@/client/app/hooks';
import { quoteRequestDraft } from '@/client/app/quoteRequestDraft';

interface RequestDocumentButtonProps {
  product: { id: number; name: string };
  document: ProductDocument;
  /** What the document is, as the list names it ('Safety data sheet (SDS)'). */
  documentLabel: string;
}

/**
 * 'Request' for a document sent on request only: puts the product in the enquiry basket and opens the quote request
 * with a message asking for that document, in the document's language.
 */
export function RequestDocumentButton({ product, document, documentLabel }: RequestDocumentButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = () => {
    dispatch(productAdded({ productId: product.id, name: product.name }));
    const message = t('public:productData.documents.requestMessage', {
      document: documentLabel,
      product: product.name,
      language: t(`public:productData.documents.languageIn.${document.language}`),
    });
    void navigate(paths.quoteRequest, { state: quoteRequestDraft(message) });
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<MailOutline aria-hidden />}
      aria-label={t('public:productData.documents.requestFor', { document: documentLabel })}
      onClick={request}
      sx={{ minHeight: 40, alignSelf: 'flex-start' }}
    >
      {t('public:productData.documents.request')}
    </Button>
  );
}
