import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Career } from '@/common/api/careers';
import { ENQUIRY_LIMITS } from '@/common/constants';
import { mailtoUrl } from '@/common/mailto';
import { paths } from '@/common/routes';
import { fieldProblemMessage } from '@/client/api/errors';
import { holdFile } from '@/client/api/pendingFiles';
import { FormGuardFields } from '@/client/components/FormGuardFields';
import { OutlinedTextField } from '@/client/components/OutlinedTextField';
import { SendButton } from '@/client/components/SendButton';
import { SendFailedAlert } from '@/client/components/SendFailedAlert';
import { SentConfirmation } from '@/client/components/SentConfirmation';
import { useEnquiryForm } from '@/client/components/useEnquiryForm';
import { WhatsAppLink } from '@/client/components/WhatsAppLink';
import { wrapLongWords } from '@/client/theme/textWrap';
import { APPLICATION_CV, useSendApplicationMutation } from './careersApi';
import { CvUploadField } from './CvUploadField';
import { useFormGuard } from '@/client/features/enquiries/formGuardApi';

const RULES = {
  name: { required: true, maxLength: ENQUIRY_LIMITS.name },
  email: { required: true, maxLength: ENQUIRY_LIMITS.email, format: 'email' as const },
  phone: { required: true, maxLength: ENQUIRY_LIMITS.phone },
  letter: { required: true, maxLength: ENQUIRY_LIMITS.message },
};
const EMPTY = { name: '', email: '', phone: '', letter: '' };

/** The application form: who applies, a short letter and the CV, sent to the recruiting address by the server. */
export function ApplyBox({ career, recruitingEmail }: { career: Career; recruitingEmail: string }) {
  const { t } = useTranslation();
  const [sendApplication] = useSendApplicationMutation();
  const [cv, setCv] = useState<File | null>(null);
  const [cvRefusal, setCvRefusal] = useState<string>();
  // A new field after each sent application, so the file input forgets the file it held.
  const [cvFieldKey, setCvFieldKey] = useState(0);
  const guard = useFormGuard('application');
  const form = useEnquiryForm({
    guard,
    initial: EMPTY,
    rules: RULES,
    fileField: APPLICATION_CV,
    post: { action: paths.careerDetail(career.id), multipart: true },
    checkOthers: (): Record<string, string> => {
      if (cvRefusal) return { [APPLICATION_CV]: cvRefusal };
      return cv ? {} : { [APPLICATION_CV]: fieldProblemMessage('required', t) };
    },
    send: (fields, guard) =>
      sendApplication({ careerId: career.id, fields: { ...fields, ...guard }, cvFileId: holdFile(cv!) }).unwrap(),
    onSent: () => {
      setCv(null);
      setCvFieldKey((key) => key + 1);
    },
  });
  const chooseCv = (file: File | null, refusal?: string) => {
    setCv(file);
    setCvRefusal(refusal);
    form.clearErrors((field) => field === APPLICATION_CV);
  };
  const applicant = form.values.name.trim() || t('public:careers.apply.namePlaceholder');
  const mailHref = mailtoUrl(recruitingEmail, {
    subject: `${career.name} - ${career.position} - ${applicant}`,
    body: t('public:careers.apply.body', { career: career.name, position: career.position, name: applicant }),
  });

  return (
    <Paper variant="outlined" component="aside" aria-labelledby="apply-title" sx={{ p: 3 }}>
      <Typography id="apply-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {t('public:careers.apply.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('public:careers.apply.hint')}
      </Typography>
      <form {...form.formProps} aria-labelledby="apply-title">
        {/* First: without JavaScript the form token must come before the CV. */}
        <FormGuardFields {...form.guardFields} />
        <Stack spacing={2.5}>
          {form.status === 'sent' && (
            <SentConfirmation ref={form.confirmationRef} title={t('public:careers.apply.sent')}>
              {t('public:careers.apply.sentDetail', { career: career.name })}
            </SentConfirmation>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('public:enquiry.requiredNote')}
          </Typography>
          <OutlinedTextField label={t('public:enquiry.fields.name')} autoComplete="name" {...form.fieldProps('name')} />
          <OutlinedTextField
            label={t('public:enquiry.fields.email')}
            type="email"
            autoComplete="email"
            {...form.fieldProps('email')}
          />
          <OutlinedTextField
            label={t('public:enquiry.fields.phone')}
            type="tel"
            autoComplete="tel"
            {...form.fieldProps('phone')}
          />
          <OutlinedTextField
            label={t('public:careers.apply.letter')}
            multiline
            minRows={5}
            hint={t('public:careers.apply.letterHint')}
            {...form.fieldProps('letter')}
          />
          <CvUploadField
            key={cvFieldKey}
            file={cv}
            onChange={chooseCv}
            error={form.errors[APPLICATION_CV] ?? cvRefusal}
            disabled={form.sending}
          />
          {form.failure && <SendFailedAlert ref={form.failureRef} failure={form.failure} email={recruitingEmail} />}
          <SendButton label={t('public:careers.apply.submit')} sending={form.sending} />
        </Stack>
      </form>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <WhatsAppLink
          text={t('public:careers.apply.whatsappText', { career: career.name, position: career.position })}
        />
        {recruitingEmail && (
          <Typography variant="body2" color="text.secondary" sx={wrapLongWords}>
            {t('public:careers.apply.byEmail')} <Link href={mailHref}>{recruitingEmail}</Link>
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
