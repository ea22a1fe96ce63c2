import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dayIn } from '@/common/calendar-day';
import { ENQUIRY_LIMITS } from '@/common/constants';
import { fieldProblemMessage } from '@/client/api/errors';
import { basketCleared } from '@/client/app/enquiryBasket';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { draftedQuoteMessage } from '@/client/app/quoteRequestDraft';
import { ENQUIRER_RULES, EnquirerFields, NO_ENQUIRER } from '@/client/components/EnquirerFields';
import { FormGuardFields } from '@/client/components/FormGuardFields';
import { OutlinedTextField } from '@/client/components/OutlinedTextField';
import { SendButton } from '@/client/components/SendButton';
import { SendFailedAlert } from '@/client/components/SendFailedAlert';
import { useEnquiryForm } from '@/client/components/useEnquiryForm';
import { BasketItemRow } from './BasketItemRow';
import { useSendQuoteEnquiryMutation } from './enquiriesApi';
import { itemProblems, quoteItemsBody } from './quoteItems';
import { QuoteSentNotice } from './QuoteSentNotice';
import { useFormGuard } from './formGuardApi';

const RULES = {
  ...ENQUIRER_RULES,
  requiredDate: { maxLength: 10, format: 'date' as const },
  message: { maxLength: ENQUIRY_LIMITS.message },
};
const EMPTY = { ...NO_ENQUIRER, requiredDate: '', message: '' };

interface QuoteRequestFormProps {
  /** What to show while the basket is empty. */
  emptyState: ReactNode;
  /** Offered when the request cannot be sent. */
  salesEmail: string;
  /** The company's time zone, whose today is the earliest day the products may be needed by. */
  timeZone: string;
}

/**
 * The quote request: the basket's products, then who is asking. Once sent the basket is emptied and the
 * confirmation takes the form's place.
 */
export function QuoteRequestForm({ emptyState, salesEmail, timeZone }: QuoteRequestFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.enquiry.items);
  const productsHeading = useRef<HTMLHeadingElement>(null);
  const [sendQuote] = useSendQuoteEnquiryMutation();
  // A page that opened this one to ask for something (a product's document) drafted the message.
  const draftedMessage = draftedQuoteMessage(useLocation().state);
  // As the server judges it: a day that has begun for the company, whatever the visitor's clock says.
  const today = dayIn(timeZone);
  const guard = useFormGuard('quote');
  const form = useEnquiryForm({
    guard,
    initial: { ...EMPTY, message: draftedMessage },
    rules: { ...RULES, requiredDate: { ...RULES.requiredDate, notBefore: today } },
    checkOthers: () =>
      Object.fromEntries(
        Object.entries(itemProblems(items)).map(([field, problem]) => [field, fieldProblemMessage(problem, t)]),
      ),
    send: ({ phone, message, requiredDate, ...values }, guard) =>
      sendQuote({
        ...values,
        ...(phone && { phone }),
        ...(message && { message }),
        ...(requiredDate && { requiredDate }),
        items: quoteItemsBody(items),
        ...guard,
      }).unwrap(),
    onSent: () => dispatch(basketCleared()),
  });

  const rowChanged = (index: number, removed: boolean) => {
    // A removed row moves the later rows up, so the problems the server named by position no longer fit them.
    const row = removed ? 'items.' : `items.${index}.`;
    form.clearErrors((field) => field.startsWith(row));
    if (removed) productsHeading.current?.focus();
  };

  if (form.status === 'sent') return <QuoteSentNotice ref={form.confirmationRef} />;
  if (items.length === 0) return <>{emptyState}</>;

  return (
    <form {...form.formProps} aria-labelledby="quote-products-title">
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="quote-products-title">
          <Typography
            id="quote-products-title"
            ref={productsHeading}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 800 }}
          >
            {t('public:enquiry.quote.products', { count: items.length, max: ENQUIRY_LIMITS.items })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {items.map((item, index) => (
              <BasketItemRow
                key={item.productId}
                item={item}
                index={index}
                errors={form.errors}
                readOnly={form.sending}
                onChanged={(removed) => rowChanged(index, removed)}
              />
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="quote-details-title">
          <Typography id="quote-details-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            {t('public:enquiry.quote.details')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {t('public:enquiry.requiredNote')}
          </Typography>
          <Stack spacing={2.5}>
            <EnquirerFields fieldProps={form.fieldProps} />
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OutlinedTextField
                  label={t('public:enquiry.quote.requiredDate')}
                  type="date"
                  inputAttributes={{ min: today }}
                  hint={t('public:enquiry.optional')}
                  {...form.fieldProps('requiredDate')}
                />
              </Grid>
            </Grid>
            <OutlinedTextField
              label={t('public:enquiry.fields.message')}
              multiline
              minRows={4}
              hint={t('public:enquiry.quote.messageHint')}
              {...form.fieldProps('message')}
            />
          </Stack>
        </Box>
        <FormGuardFields {...form.guardFields} />
        {form.failure && <SendFailedAlert ref={form.failureRef} failure={form.failure} email={salesEmail} />}
        <SendButton label={t('public:enquiry.quote.submit')} sending={form.sending} />
      </Stack>
    </form>
  );
}
