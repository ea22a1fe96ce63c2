import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Career, CareerUpdateBody } from '@/common/api/careers';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';

interface CareerFormDialogProps extends EntityFormDialogProps<CareerUpdateBody> {
  mode: 'create' | 'edit';
  open: boolean;
  career?: Career;
}

/** 'TAMBAH LOWONGAN' and 'Edit Lowongan'. Mount it afresh per opening so closing clears the fields. */
export function CareerFormDialog({
  mode,
  open,
  career,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: CareerFormDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(career?.name ?? '');
  const [position, setPosition] = useState(career?.position ?? '');
  const [status, setStatus] = useState(career ? String(career.status) : 'true');
  const [description, setDescription] = useState(career?.description ?? '');

  return (
    <FormDialog
      open={open}
      title={t(mode === 'create' ? 'admin:careers.form.createTitle' : 'admin:careers.form.editTitle')}
      submitLabel={t(mode === 'create' ? 'admin:careers.form.create' : 'admin:careers.form.save')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={() =>
        onSubmit({ name: name.trim(), position: position.trim(), description, status: status === 'true' })
      }
    >
      <FormTextField
        label={t('admin:careers.fields.name')}
        value={name}
        onChange={setName}
        required
        autoFocus
        error={fieldErrors.name}
      />
      <FormTextField
        label={t('admin:careers.fields.position')}
        value={position}
        onChange={setPosition}
        required
        error={fieldErrors.position}
      />
      {mode === 'edit' && (
        <TextField
          select
          label={t('admin:careers.fields.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <MenuItem value="true">{t('admin:careers.status.active')}</MenuItem>
          <MenuItem value="false">{t('admin:careers.status.inactive')}</MenuItem>
        </TextField>
      )}
      <FormTextField
        label={t('admin:careers.fields.description')}
        value={description}
        onChange={setDescription}
        minRows={5}
        error={fieldErrors.description}
      />
    </FormDialog>
  );
}
