import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoStepSetup } from '@/common/api/profile';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoStepCodeField } from './TwoStepCodeField';
import { useCodeEntry } from './useCodeEntry';
import { useCopyText } from './useCopyText';

/** The QR code's SVG document as an image the page can show (no script of it runs in an <img>). */
const svgImage = (svg: string) => 'data:image/svg+xml;utf8,' + encodeURIComponent(svg);

/** The QR code is drawn this size: large enough for a phone's camera at arm's length. */
const QR_SIZE = 200;

interface TwoStepSetupDialogProps {
  setup: TwoStepSetup;
  username: string;
  /** Once the code is confirmed: the recovery codes (step 2). */
  recoveryCodes?: string[];
  confirming: boolean;
  /** Why the server refused the last code. */
  codeError?: string;
  onConfirm: (code: string) => void;
  /** Cancel (step 1) or 'I have saved them' (step 2). */
  onClose: () => void;
}

/**
 * 'Set up two-step sign-in'. Step 1: the QR code to scan, the key to type in instead, and a code of the app to
 * confirm it works. Step 2: the ten recovery codes, shown this once, with Copy and Download, until the user says they
 * have saved them (a click beside the dialog does not close it then).
 */
export function TwoStepSetupDialog(props: TwoStepSetupDialogProps) {
  const { setup, username, recoveryCodes, confirming, codeError, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const copy = useCopyText();
  const entry = useCodeEntry('app', codeError);
  const done = recoveryCodes !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirming) return;
    const code = entry.submitted();
    if (code !== undefined) onConfirm(code);
  };

  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (confirming || (done && reason === 'backdropClick')) return;
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {t('admin:profile.twoStep.setupTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="overline" component="p">
              {t('admin:profile.twoStep.stepOf', { step: done ? 2 : 1, steps: 2 })}
            </Typography>
            {done ? (
              <RecoveryCodesPanel codes={recoveryCodes} username={username} />
            ) : (
              <>
                <Typography>{t('admin:profile.twoStep.scan')}</Typography>
                <Box
                  component="img"
                  src={svgImage(setup.qrSvg)}
                  alt={t('admin:profile.twoStep.qrAlt')}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  sx={{ alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }}
                />
                <Typography variant="body2">{t('admin:profile.twoStep.manualKey')}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box
                    component="code"
                    sx={{
                      fontFamily: 'monospace',
                      fontSize: '1.05rem',
                      px: 1.5,
                      py: 0.75,
                      bgcolor: 'action.hover',
                      borderRadius: 1,
                      userSelect: 'all',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {setup.manualKey}
                  </Box>
                  <Button
                    size="small"
                    startIcon={<ContentCopy aria-hidden />}
                    onClick={() => void copy(setup.manualKey)}
                  >
                    {t('admin:profile.twoStep.copyKey')}
                  </Button>
                </Box>
                <Typography>{t('admin:profile.twoStep.enterCode')}</Typography>
                <TwoStepCodeField
                  kind="app"
                  value={entry.code}
                  onChange={entry.setCode}
                  error={entry.error}
                  autoFocus
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {done ? (
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('admin:profile.codes.done')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={confirming}>
                {t('admin:form.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={confirming}
                startIcon={confirming ? <ButtonSpinner /> : undefined}
              >
                {t('admin:profile.twoStep.confirm')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
