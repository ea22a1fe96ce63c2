import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Enquiry } from '@/common/api/enquiries';
import { paths } from '@/common/routes';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { DetailList } from './DetailList';
import { EnquirySection } from './EnquirySection';

// A calendar day read at local noon, so no time zone moves it to the day before or after.
const atNoon = (day: string | null) => (day ? `${day}T12:00:00` : null);

/** Who wrote, how to reach them (mail and phone links), in which language, when, and for what. */
export function EnquiryContactSection({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const formatDay = useDateFormatter('long');
  const formatMoment = useDateFormatter('long', 'short');
  const career =
    enquiry.careerName &&
    (enquiry.careerId === null ? (
      enquiry.careerName
    ) : (
      <Link component={RouterLink} to={paths.admin.careerDetail(enquiry.careerId)}>
        {enquiry.careerName}
      </Link>
    ));

  return (
    <EnquirySection title={t('admin:inbox.sections.contact')}>
      <DetailList
        entries={[
          { label: t('admin:inbox.fields.name'), value: enquiry.name },
          { label: t('admin:inbox.fields.company'), value: enquiry.company },
          {
            label: t('admin:inbox.fields.email'),
            value: <Link href={`mailto:${enquiry.email}`}>{enquiry.email}</Link>,
          },
          {
            label: t('admin:inbox.fields.phone'),
            value: enquiry.phone && <Link href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</Link>,
          },
          { label: t('admin:inbox.fields.language'), value: t(`admin:inbox.languages.${enquiry.language}`) },
          {
            label: t('admin:inbox.fields.received'),
            value: <time dateTime={enquiry.created_at}>{formatMoment(enquiry.created_at)}</time>,
          },
          {
            label: t('admin:inbox.fields.requiredDate'),
            value: enquiry.requiredDate && (
              <time dateTime={enquiry.requiredDate}>{formatDay(atNoon(enquiry.requiredDate))}</time>
            ),
          },
          { label: t('admin:inbox.fields.career'), value: career },
        ]}
      />
    </EnquirySection>
  );
}
