import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@/common/api/error-codes';
import { INTERFACE_LANGUAGES, ProfileChanges, type InterfaceLanguage, type Profile } from '@/common/api/profile';
import { LIMITS } from '@/common/constants';
import { errorMessage, fieldErrors, fieldProblemMessage, serverErrorOf } from '@/client/api/errors';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';
import { EmailField } from '@/client/components/EmailField';
import { checkFields, trimmed, type FieldProblems, type FieldRules } from '@/client/components/fieldChecks';
import { FormTextField } from '@/client/components/FormTextField';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useChooseLanguage } from '@/client/components/useChooseLanguage';
import { refusalToast } from '@/client/components/refusalToast';
import { useUpdateProfileMutation } from './profileApi';
import { ProfileSection } from './ProfileSection';

type AccountField = 'name' | 'email';

/** What the server accepts (src/common/api/profile.ts), checked before sending. */
const RULES: FieldRules<AccountField> = {
  name: { required: true, maxLength: LIMITS.name },
  email: { required: true, maxLength: ProfileChanges.properties.email.maxLength ?? 320, format: 'email' },
};

/** The fields the user changed, as the PATCH sends them; empty when nothing changed. */
function changesOf(profile: Profile, values: Record<AccountField, string>, language: InterfaceLanguage | null) {
  const changes: ProfileChanges = {};
  if (values.name !== profile.name) changes.name = values.name;
  if (values.email !== profile.email) changes.email = values.email;
  if (language !== profile.language) changes.language = language;
  return changes;
}

/**
 * 'Account': the user's name, e-mail address and the back office's language for them. Saving a new language also
 * switches the screens to it at once, as the top bar's EN | ID does.
 */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { toast } = useAdminModal();
  const chooseLanguage = useChooseLanguage();
  const [update, updateState] = useUpdateProfileMutation();
  const [values, setValues] = useState<Record<AccountField, string>>({ name: profile.name, email: profile.email });
  const [language, setLanguage] = useState<InterfaceLanguage | null>(profile.language);
  const [problems, setProblems] = useState<FieldProblems<AccountField>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AccountField, string>>>({});

  // The stored account becomes the form again when it arrives anew (after a save).
  useEffect(() => {
    setValues({ name: profile.name, email: profile.email });
    setLanguage(profile.language);
  }, [profile]);

  const change = (field: AccountField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorOf = (field: AccountField): string | undefined => {
    const problem = problems[field];
    if (!problem) return serverErrors[field];
    return field === 'email' && problem === 'invalid'
      ? t('admin:profile.account.emailInvalid')
      : fieldProblemMessage(problem, t);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (updateState.isLoading) return;
    const found = checkFields(values, RULES);
    setProblems(found);
    setServerErrors({});
    if (Object.keys(found).length) return;
    const changes = changesOf(profile, trimmed(values), language);
    if (Object.keys(changes).length === 0) {
      toast('admin:profile.account.unchanged', 'success');
      return;
    }
    const result = await update(changes);
    if ('error' in result) {
      const duplicate = serverErrorOf(result.error)?.code === ERROR_CODES.duplicateEmail;
      // An address another account has is said in full under the field.
      const refusedFields: Partial<Record<AccountField, string>> = {
        ...fieldErrors(result.error, t),
        ...(duplicate && { email: errorMessage(result.error, t) }),
      };
      setServerErrors(refusedFields);
      if (!refusedFields.name && !refusedFields.email)
        toast(refusalToast(result.error, i18n, 'admin:profile.failed'), 'error');
      return;
    }
    if (changes.language) await chooseLanguage(changes.language);
    toast('admin:profile.account.saved', 'success');
  };

  const emailError = errorOf('email');
  return (
    <ProfileSection title={t('admin:profile.account.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('admin:profile.account.signedInAs', {
          username: profile.username,
          role: t(`admin:users.roles.${profile.role}`),
        })}
      </Typography>
      <Box
        component="form"
        onSubmit={(event: FormEvent) => void submit(event)}
        noValidate
        aria-label={t('admin:profile.account.title')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}
      >
        <FormTextField
          label={t('admin:profile.account.name')}
          value={values.name}
          onChange={change('name')}
          error={errorOf('name')}
          required
          checkedByForm
        />
        <EmailField
          label={t('admin:profile.account.email')}
          value={values.email}
          onChange={change('email')}
          error={emailError}
          maxLength={RULES.email.maxLength}
          autoComplete="email"
        />
        <TextField
          select
          label={t('admin:profile.account.language')}
          // '' stands for none chosen: the back office follows the top bar's EN | ID.
          value={language ?? ''}
          onChange={(event) => setLanguage((event.target.value || null) as InterfaceLanguage | null)}
          helperText={t('admin:profile.account.languageHint')}
        >
          <MenuItem value="">{t('admin:profile.account.languageUnset')}</MenuItem>
          {INTERFACE_LANGUAGES.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {t(`common:language.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={updateState.isLoading}
            startIcon={updateState.isLoading ? <ButtonSpinner /> : <Save />}
          >
            {t('admin:profile.account.save')}
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}
