import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';

interface RenameRestoreDialogProps {
  /** The item's name, which another item has now. */
  name: string;
  /** The other name last asked for was taken too. */
  taken: boolean;
  busy: boolean;
  onRestore: (name: string) => void;
  onClose: () => void;
}

/** Another item has the name of the one being restored: it is restored under the name given here. */
export function RenameRestoreDialog({ name, taken, busy, onRestore, onClose }: RenameRestoreDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [blank, setBlank] = useState(false);

  const submit = () => {
    const chosen = value.trim();
    setBlank(!chosen);
    if (chosen) onRestore(chosen);
  };

  return (
    <FormDialog
      open
      title={t('admin:trash.rename.title')}
      submitLabel={t('admin:trash.restore')}
      submitting={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>{t('admin:trash.rename.text', { name })}</Typography>
      <FormTextField
        label={t('admin:trash.rename.field')}
        value={value}
        onChange={setValue}
        required
        checkedByForm
        autoFocus
        error={blank ? t('validation:fields.required') : taken ? t('validation:fields.duplicate') : undefined}
      />
    </FormDialog>
  );
}
