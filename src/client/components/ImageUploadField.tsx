import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@/common/api/error-codes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@/common/constants';
import { codeMessage, type Translate } from '../api/errors';
import { useAppSelector } from '../app/hooks';

interface ImageUploadFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when no new file is chosen (e.g. the current image on an edit form). */
  currentImageUrl?: string;
  error?: string;
}

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml'];

/** Why the server would refuse `file`, said before it is sent; an unknown type (some systems give none) is its call. */
function refusalOf(file: File, t: Translate): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return codeMessage(ERROR_CODES.fileTooLarge, { maxMb: MAX_UPLOAD_MB }, t);
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return codeMessage(ERROR_CODES.unsupportedFileType, {}, t);
  return undefined;
}

/**
 * The one upload field: pick an image, see it, see the hint with the size limit, and watch the upload's progress.
 * A file the server would refuse for its size or type is refused here, before anything is sent.
 */
export function ImageUploadField({ label, file, onChange, currentImageUrl, error }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const progress = useAppSelector((state) => state.ui.uploadProgress);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentImageUrl;
  const [refusal, setRefusal] = useState<string>();
  // The form's error about an earlier file, hidden once another file is chosen, until the next upload starts.
  const [answeredError, setAnsweredError] = useState<string>();
  useEffect(() => {
    if (progress !== null) setAnsweredError(undefined);
  }, [progress]);
  const shownError = refusal ?? (error === answeredError ? undefined : error);

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const problem = chosen ? refusalOf(chosen, t) : undefined;
    setRefusal(problem);
    if (problem) {
      input.value = '';
      onChange(null);
      return;
    }
    if (chosen) setAnsweredError(error);
    onChange(chosen);
  };

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
            accept={ACCEPTED_TYPES.join(',')}
            aria-describedby={`${inputId}-hint`}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target)}
            sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : t('admin:upload.none')}
        </Typography>
      </Box>
      <FormHelperText id={`${inputId}-hint`} error={Boolean(shownError)}>
        {shownError ?? (
          <>
            <span>{t('admin:upload.hint')}</span> <span>{t('admin:upload.maxSize', { maxMb: MAX_UPLOAD_MB })}</span>
          </>
        )}
      </FormHelperText>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={t('admin:upload.progress')} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}
