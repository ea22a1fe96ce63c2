import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_LIMITS } from '@/common/constants';
import { mailtoUrl } from '@/common/mailto';
import { paths } from '@/common/routes';
import { ENQUIRER_RULES, EnquirerFields, NO_ENQUIRER } from '@/client/components/EnquirerFields';
import { FormGuardFields } from '@/client/components/FormGuardFields';
import { OutlinedTextField } from '@/client/components/OutlinedTextField';
import { SendButton } from '@/client/components/SendButton';
import { SendFailedAlert } from '@/client/components/SendFailedAlert';
import { useEnquiryForm } from '@/client/components/useEnquiryForm';
import { ContactSentNotice } from './ContactSentNotice';
import { useSendContactEnquiryMutation } from './homeApi';
import { useFormGuard } from '@/client/features/enquiries/formGuardApi';

const RULES = { ...ENQUIRER_RULES, message: { required: true, maxLength: ENQUIRY_LIMITS.message } };
const EMPTY = { ...NO_ENQUIRER, message: '' };

/**
 * CONTACT US's form: sent to the server, which keeps the message and mails it to `addresses`. The visitor's own
 * mail program stays one link away, with what they typed.
 */
export function ContactForm({ addresses }: { addresses: string[] }) {
  const { t } = useTranslation();
  const [sendContact] = useSendContactEnquiryMutation();
  const [sentTo, setSentTo] = useState('');
  const guard = useFormGuard('contact');
  const form = useEnquiryForm({
    guard,
    initial: EMPTY,
    rules: RULES,
    post: { action: paths.home },
    send: async ({ phone, ...values }, guard) => {
      await sendContact({ ...values, ...(phone && { phone }), ...guard }).unwrap();
      setSentTo(values.email);
    },
  });
  const { name, message } = form.values;
  const mailHref = mailtoUrl(addresses, {
    subject: name.trim()
      ? t('public:home.contact.subject', { name: name.trim() })
      : t('public:home.contact.subjectAnonymous'),
    body: message.trim(),
  });

  return (
    <form {...form.formProps} aria-labelledby="contact-title">
      <Stack spacing={2.5}>
        {form.status === 'sent' && (
          <ContactSentNotice ref={form.confirmationRef} email={sentTo || (form.posted?.values.email ?? '')} />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('public:enquiry.requiredNote')}
        </Typography>
        <EnquirerFields fieldProps={form.fieldProps} />
        <OutlinedTextField
          label={t('public:enquiry.fields.message')}
          multiline
          minRows={5}
          {...form.fieldProps('message')}
        />
        <FormGuardFields {...form.guardFields} />
        {form.failure && <SendFailedAlert ref={form.failureRef} failure={form.failure} email={addresses[0] ?? ''} />}
        <SendButton label={t('public:home.contact.submit')} sending={form.sending} />
        {addresses.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('public:home.contact.mailProgram')}{' '}
            <Link href={mailHref}>{t('public:home.contact.mailProgramLink')}</Link>
          </Typography>
        )}
      </Stack>
    </form>
  );
}
