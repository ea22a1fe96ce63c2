import Typography from '@mui/material/Typography';
import { FormDialog } from '@/client/components/FormDialog';
import { TwoStepCodeField } from './TwoStepCodeField';
import { useCodeEntry } from './useCodeEntry';

interface TwoStepCodeDialogProps {
  title: string;
  intro: string;
  submitLabel: string;
  submitting: boolean;
  /** Why the server refused the last code. */
  codeError?: string;
  onSubmit: (code: string) => void;
  onClose: () => void;
}

/** Asks for a code of the authenticator app or a recovery code before a change of two-step sign-in. */
export function TwoStepCodeDialog(props: TwoStepCodeDialogProps) {
  const { title, intro, submitLabel, submitting, codeError, onSubmit, onClose } = props;
  const entry = useCodeEntry('appOrRecovery', codeError);
  const submit = () => {
    const code = entry.submitted();
    if (code !== undefined) onSubmit(code);
  };
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      <TwoStepCodeField
        kind="appOrRecovery"
        value={entry.code}
        onChange={entry.setCode}
        error={entry.error}
        autoFocus
      />
    </FormDialog>
  );
}
