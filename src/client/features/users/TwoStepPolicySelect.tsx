import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_STEP_POLICIES, type TwoStepPolicy } from '@/common/api/profile';
import { errorMessage } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';
import { refusalToast } from '@/client/components/refusalToast';
import { useGetTwoStepPolicyQuery, useSetTwoStepPolicyMutation } from './usersApi';

interface TwoStepPolicySelectProps {
  toast: (text: string | ToastText, variant: 'success' | 'error') => void;
}

/**
 * 'Two-step sign-in required for': nobody, administrators or everyone, saved as soon as it is chosen. The choice shows
 * while it is being saved and goes back when the server refuses it.
 */
export function TwoStepPolicySelect({ toast }: TwoStepPolicySelectProps) {
  const { t, i18n } = useTranslation();
  const { data, error } = useGetTwoStepPolicyQuery();
  const [save, { isLoading: saving }] = useSetTwoStepPolicyMutation();
  const [chosen, setChosen] = useState<TwoStepPolicy>();
  const unreadable = Boolean(error) && !data;

  const choose = async (required: TwoStepPolicy) => {
    if (required === data?.required) return;
    setChosen(required);
    const result = await save({ required });
    setChosen(undefined);
    if ('error' in result) toast(refusalToast(result.error, i18n, 'admin:users.failed'), 'error');
    else toast('admin:users.twoStepPolicy.saved', 'success');
  };

  return (
    <TextField
      select
      size="small"
      label={t('admin:users.twoStepPolicy.label')}
      value={(saving ? chosen : undefined) ?? data?.required ?? ''}
      onChange={(event) => void choose(event.target.value as TwoStepPolicy)}
      disabled={!data || saving}
      error={unreadable}
      helperText={unreadable ? errorMessage(error, t) : t('admin:users.twoStepPolicy.hint')}
      sx={{ flex: '0 1 420px', minWidth: 260 }}
    >
      {TWO_STEP_POLICIES.map((policy) => (
        <MenuItem key={policy} value={policy}>
          {t(`admin:users.twoStepPolicy.options.${policy}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
