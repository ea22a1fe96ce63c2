import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/hooks';

interface ImageUploadFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when no new file is chosen (e.g. the current image on an edit form). */
  currentImageUrl?: string;
  error?: string;
}

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';

/** The one upload field: pick an image, see it, see the hint, and watch the upload's progress. */
export function ImageUploadField({ label, file, onChange, currentImageUrl, error }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const progress = useAppSelector((state) => state.ui.uploadProgress);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentImageUrl;

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {shown && (
          <Box
            component="img"
            src={shown}
            alt=""
            sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, border: '1px solid #dde3e6' }}
          />
        )}
        <Button component="span" variant="outlined" startIcon={<CloudUpload />} sx={{ position: 'relative' }}>
          {t('admin:upload.choose')}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${inputId}-hint`}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
            sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : t('admin:upload.none')}
        </Typography>
      </Box>
      <FormHelperText id={`${inputId}-hint`} error={Boolean(error)}>
        {error ?? t('admin:upload.hint')}
      </FormHelperText>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={t('admin:upload.progress')} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}
