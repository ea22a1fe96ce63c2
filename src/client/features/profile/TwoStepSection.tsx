import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, TwoStepSetup } from '@/common/api/profile';
import { errorMessage, fieldErrors, type ApiError, type Translate } from '@/client/api/errors';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';
import { useAdminModal } from '@/client/components/useAdminModal';
import { refusalToast } from '@/client/components/refusalToast';
import {
  useConfirmTwoStepMutation,
  useDisableTwoStepMutation,
  useRenewRecoveryCodesMutation,
  useStartTwoStepSetupMutation,
} from './profileApi';
import { ProfileSection } from './ProfileSection';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TwoStepCodeDialog } from './TwoStepCodeDialog';
import { TwoStepSetupDialog } from './TwoStepSetupDialog';

const SETUP_MODAL = 'profile.twoStep.setup';
const TURN_OFF_MODAL = 'profile.twoStep.turnOff';
const RENEW_MODAL = 'profile.twoStep.renew';
const CODES_MODAL = 'profile.twoStep.codes';

/** With this few recovery codes left, the section says to make a new set. */
const FEW_RECOVERY_CODES = 3;

/** Why the server refused a code, to say under the field: the field's problem, else its code in words. */
const codeErrorOf = (error: ApiError, t: Translate): string => fieldErrors(error, t).code ?? errorMessage(error, t);

/**
 * 'Two-step sign-in': whether it is on, and setting it up (QR code, a code to confirm, recovery codes), turning it off
 * (not where the site requires it) and making new recovery codes. The setup's key and the recovery codes stay in this
 * screen's memory, never in the store (which QA exports): each request that answers one is removed from it as soon as
 * its answer is read.
 */
export function TwoStepSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const requiredId = useId();
  const { modal, openModal, closeModal, toast } = useAdminModal();
  const [start, startState] = useStartTwoStepSetupMutation();
  const [confirm, confirmState] = useConfirmTwoStepMutation();
  const [disable, disableState] = useDisableTwoStepMutation();
  const [renew, renewState] = useRenewRecoveryCodesMutation();
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [codeError, setCodeError] = useState<string>();
  const { enabled, required, recoveryCodesLeft } = profile.twoStep;

  const close = () => {
    closeModal();
    setSetup(undefined);
    setRecoveryCodes(undefined);
    setCodeError(undefined);
  };

  const open = (name: string) => {
    setCodeError(undefined);
    openModal({ name });
  };

  const startSetup = async () => {
    const request = start();
    const result = await request;
    request.reset();
    if ('error' in result) {
      toast(refusalToast(result.error, i18n, 'admin:profile.failed'), 'error');
      return;
    }
    setSetup(result.data);
    open(SETUP_MODAL);
  };

  const confirmSetup = async (code: string) => {
    setCodeError(undefined);
    const request = confirm({ code });
    const result = await request;
    request.reset();
    if ('error' in result) {
      setCodeError(codeErrorOf(result.error, t));
      return;
    }
    setRecoveryCodes(result.data.recoveryCodes);
    toast('admin:profile.twoStep.enabled', 'success');
  };

  const turnOff = async (code: string) => {
    setCodeError(undefined);
    const result = await disable({ code });
    if ('error' in result) {
      setCodeError(codeErrorOf(result.error, t));
      return;
    }
    close();
    toast('admin:profile.twoStep.turnedOff', 'success');
  };

  const renewCodes = async (code: string) => {
    setCodeError(undefined);
    const request = renew({ code });
    const result = await request;
    request.reset();
    if ('error' in result) {
      setCodeError(codeErrorOf(result.error, t));
      return;
    }
    setRecoveryCodes(result.data.recoveryCodes);
    openModal({ name: CODES_MODAL });
  };

  return (
    <ProfileSection
      title={t('admin:profile.twoStep.title')}
      intro={t(enabled ? 'admin:profile.twoStep.descriptionOn' : 'admin:profile.twoStep.descriptionOff')}
      action={
        <Chip
          size="small"
          variant="outlined"
          color={enabled ? 'success' : 'default'}
          label={t(enabled ? 'admin:profile.twoStep.on' : 'admin:profile.twoStep.off')}
        />
      }
    >
      {required && (
        <Alert severity={enabled ? 'info' : 'warning'} id={requiredId}>
          {t(enabled ? 'admin:profile.twoStep.requiredOn' : 'admin:profile.twoStep.requiredOff')}
        </Alert>
      )}
      {enabled && (
        <Typography color={recoveryCodesLeft <= FEW_RECOVERY_CODES ? 'warning.dark' : undefined}>
          {t('admin:profile.twoStep.recoveryLeft', { count: recoveryCodesLeft })}
          {recoveryCodesLeft <= FEW_RECOVERY_CODES && ` ${t('admin:profile.twoStep.recoveryLow')}`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {enabled ? (
          <>
            <Button variant="outlined" onClick={() => open(RENEW_MODAL)}>
              {t('admin:profile.twoStep.newCodes')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={required}
              aria-describedby={required ? requiredId : undefined}
              onClick={() => open(TURN_OFF_MODAL)}
            >
              {t('admin:profile.twoStep.turnOff')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => void startSetup()}
            disabled={startState.isLoading}
            startIcon={startState.isLoading ? <ButtonSpinner /> : undefined}
          >
            {t('admin:profile.twoStep.setUp')}
          </Button>
        )}
      </Box>
      {modal?.name === SETUP_MODAL && setup && (
        <TwoStepSetupDialog
          setup={setup}
          username={profile.username}
          recoveryCodes={recoveryCodes}
          confirming={confirmState.isLoading}
          codeError={codeError}
          onConfirm={(code) => void confirmSetup(code)}
          onClose={close}
        />
      )}
      {modal?.name === TURN_OFF_MODAL && (
        <TwoStepCodeDialog
          title={t('admin:profile.twoStep.turnOffTitle')}
          intro={t('admin:profile.twoStep.turnOffIntro')}
          submitLabel={t('admin:profile.twoStep.turnOff')}
          submitting={disableState.isLoading}
          codeError={codeError}
          onSubmit={(code) => void turnOff(code)}
          onClose={close}
        />
      )}
      {modal?.name === RENEW_MODAL && (
        <TwoStepCodeDialog
          title={t('admin:profile.twoStep.newCodesTitle')}
          intro={t('admin:profile.twoStep.newCodesIntro')}
          submitLabel={t('admin:profile.twoStep.newCodesSubmit')}
          submitting={renewState.isLoading}
          codeError={codeError}
          onSubmit={(code) => void renewCodes(code)}
          onClose={close}
        />
      )}
      {modal?.name === CODES_MODAL && recoveryCodes && (
        <RecoveryCodesDialog codes={recoveryCodes} username={profile.username} onDone={close} />
      )}
    </ProfileSection>
  );
}
