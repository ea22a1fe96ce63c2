import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@/common/api/error-codes';
import { MAX_CV_BYTES, MAX_CV_MB } from '@/common/constants';
import { codeMessage, type Translate } from '@/client/api/errors';
import { useAppSelector } from '@/client/app/hooks';
import { wrapLongWords } from '@/client/theme/textWrap';
import { APPLICATION_CV } from './careersApi';

const PDF_TYPE = 'application/pdf';

/** Why the server would refuse `file` as a CV, said before it is sent. Some systems give no type: the name decides. */
export function cvRefusalOf(file: File, t: Translate): string | undefined {
  const isPdf = file.type ? file.type === PDF_TYPE : /\.pdf$/i.test(file.name);
  if (!isPdf) return codeMessage(ERROR_CODES.notAPdf, {}, t);
  if (file.size === 0) return codeMessage(ERROR_CODES.emptyFile, {}, t);
  if (file.size > MAX_CV_BYTES) return codeMessage(ERROR_CODES.fileTooLarge, { maxMb: MAX_CV_MB }, t);
  return undefined;
}

interface CvUploadFieldProps {
  file: File | null;
  /** Called with the chosen file, or null with the reason it cannot be sent. */
  onChange: (file: File | null, refusal?: string) => void;
  error?: string;
  disabled: boolean;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** The CV: one PDF of at most MAX_CV_MB, checked when chosen; the upload's progress while it is sent. */
export function CvUploadField({ file, onChange, error, disabled }: CvUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const progress = useAppSelector((state) => state.ui.uploadProgress);

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const refusal = chosen ? cvRefusalOf(chosen, t) : undefined;
    if (refusal) input.value = '';
    onChange(refusal ? null : chosen, refusal);
  };

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {t('public:careers.apply.cv')}
        <span aria-hidden> *</span>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {/* Drawn like an outlined button but without a button role: the file input inside is the control. */}
        <Box
          component="span"
          aria-disabled={disabled || undefined}
          sx={{
            position: 'relative',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            px: 2,
            border: 1,
            borderColor: disabled ? 'action.disabled' : 'primary.main',
            borderRadius: 1,
            color: disabled ? 'text.disabled' : 'primary.main',
            typography: 'button',
            '&:hover': disabled ? undefined : { bgcolor: 'action.hover' },
            '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          <AttachFile fontSize="small" aria-hidden />
          {t('public:careers.apply.chooseCv')}
          <Box
            component="input"
            id={inputId}
            name={APPLICATION_CV}
            type="file"
            accept={PDF_TYPE}
            required
            disabled={disabled}
            aria-invalid={Boolean(error)}
            aria-describedby={`${inputId}-hint`}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target)}
            sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: disabled ? 'default' : 'pointer' }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={wrapLongWords}>
          {file
            ? t('public:careers.apply.chosenCv', { name: file.name, size: megabytes(file.size) })
            : t('public:careers.apply.noCv')}
        </Typography>
      </Box>
      <FormHelperText id={`${inputId}-hint`} error={Boolean(error)}>
        {error ?? t('public:careers.apply.cvHint', { maxMb: MAX_CV_MB })}
      </FormHelperText>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('public:careers.apply.uploading')}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
