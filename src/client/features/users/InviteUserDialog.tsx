import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvitationBody, INVITATION_TTL_HOURS } from '@/common/api/users';
import { LIMITS } from '@/common/constants';
import { LANGUAGES, type Language } from '@/common/language';
import { STAFF_ROLES, type StaffRole } from '@/common/staff-access';
import { fieldProblemMessage } from '@/client/api/errors';
import { EmailField } from '@/client/components/EmailField';
import { checkFields, trimmed, type FieldProblems, type FieldRules } from '@/client/components/fieldChecks';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';

type InviteField = 'name' | 'email';

/** What the server accepts (src/common/api/users.ts), checked before sending. */
const RULES: FieldRules<InviteField> = {
  name: { required: true, maxLength: LIMITS.name },
  email: { required: true, maxLength: InvitationBody.properties.email.maxLength ?? 320, format: 'email' },
};

/** The role an invitation offers first: one that may change the site's content, and nothing about its people. */
const FIRST_ROLE: StaffRole = 'editor';

interface InviteUserDialogProps extends EntityFormDialogProps<InvitationBody> {
  /** The language the mail is written in unless changed: the one the screen is shown in. */
  language: Language;
}

/** 'Invite a user': name, e-mail address, role and the language of the mail with the link. */
export function InviteUserDialog({ language, submitting, fieldErrors = {}, onSubmit, onClose }: InviteUserDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<InviteField, string>>({ name: '', email: '' });
  const [role, setRole] = useState<StaffRole>(FIRST_ROLE);
  const [mailLanguage, setMailLanguage] = useState<Language>(language);
  const [problems, setProblems] = useState<FieldProblems<InviteField>>({});
  // The server's verdict on a field stands until that field changes.
  const [changedSinceSubmit, setChangedSinceSubmit] = useState<Partial<Record<InviteField, boolean>>>({});

  const change = (field: InviteField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setChangedSinceSubmit((current) => ({ ...current, [field]: true }));
  };

  const errorOf = (field: InviteField): string | undefined => {
    const problem = problems[field];
    if (problem) {
      return field === 'email' && problem === 'invalid'
        ? t('admin:users.form.emailInvalid')
        : fieldProblemMessage(problem, t);
    }
    return changedSinceSubmit[field] ? undefined : fieldErrors[field];
  };

  const submit = () => {
    const found = checkFields(values, RULES);
    setProblems(found);
    setChangedSinceSubmit({});
    if (Object.keys(found).length) return;
    onSubmit({ ...trimmed(values), role, language: mailLanguage });
  };

  const emailError = errorOf('email');
  return (
    <FormDialog
      open
      title={t('admin:users.form.inviteTitle')}
      submitLabel={t('admin:users.form.send')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('admin:users.form.intro', { hours: INVITATION_TTL_HOURS })}
      </Typography>
      <FormTextField
        label={t('admin:users.fields.name')}
        value={values.name}
        onChange={change('name')}
        error={errorOf('name')}
        required
        checkedByForm
        autoFocus
      />
      <EmailField
        label={t('admin:users.fields.email')}
        value={values.email}
        onChange={change('email')}
        error={emailError}
        maxLength={RULES.email.maxLength}
        autoComplete="off"
      />
      <TextField
        select
        label={t('admin:users.fields.role')}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        helperText={t(`admin:users.roleHints.${role}`)}
      >
        {STAFF_ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`admin:users.roles.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('admin:users.fields.mailLanguage')}
        value={mailLanguage}
        onChange={(event) => setMailLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`common:language.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
