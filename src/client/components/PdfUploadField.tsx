import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@/common/api/error-codes';
import { codeMessage, type Translate } from '../api/errors';
import { useAppSelector } from '../app/hooks';
import { wrapLongWords } from '../theme/textWrap';

const PDF_TYPE = 'application/pdf';

/** What a PDF field is for, and how large a file it takes. */
export interface PdfRule {
  maxBytes: number;
  maxMb: number;
  /**
   * Names what the PDF is in the refusal texts: `validation:codes.NOT_A_PDF_<subject>` when it exists (i18next
   * context), else the plain text.
   */
  subject?: string;
}

/** Why the server would refuse `file`, said before it is sent. Some systems give no type: the name decides. */
function pdfRefusalOf(file: File, { maxBytes, maxMb, subject }: PdfRule, t: Translate): string | undefined {
  const isPdf = file.type ? file.type === PDF_TYPE : /\.pdf$/i.test(file.name);
  if (!isPdf) return codeMessage(ERROR_CODES.notAPdf, subject ? { context: subject } : {}, t);
  if (file.size === 0) return codeMessage(ERROR_CODES.emptyFile, {}, t);
  if (file.size > maxBytes) return codeMessage(ERROR_CODES.fileTooLarge, { maxMb }, t);
  return undefined;
}

/** The field's own words, in the language of the form it sits in. */
export interface PdfUploadTexts {
  label: string;
  choose: string;
  /** Shown while no file is chosen. */
  none: string;
  /** Shown under the field while nothing is wrong (what it takes). */
  hint: string;
  /** The name of the progress bar while the form is sent. */
  progress: string;
  chosen: (file: File) => string;
}

interface PdfUploadFieldProps {
  texts: PdfUploadTexts;
  rule: PdfRule;
  file: File | null;
  /** Called with the chosen file, or null with the reason it cannot be sent. */
  onChange: (file: File | null, refusal?: string) => void;
  error?: string;
  disabled?: boolean;
  /** A file must be chosen; the input says so to the browser and assistive technologies. */
  required?: boolean;
  /**
   * Shown as required, but the form checks that a file was chosen and says so under the field: a form the browser
   * validates (FormDialog) would otherwise be stopped by the browser's own bubble.
   */
  checkedByForm?: boolean;
  /** The input's form field name. */
  name?: string;
}

/**
 * The one PDF upload field: one PDF, checked for its type and size when chosen, then the upload's progress while it is
 * sent. The file input itself is the control, drawn as an outlined button.
 */
export function PdfUploadField(props: PdfUploadFieldProps) {
  const { texts, rule, file, onChange, error, disabled, required, checkedByForm, name } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const progress = useAppSelector((state) => state.ui.uploadProgress);

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const refusal = chosen ? pdfRefusalOf(chosen, rule, t) : undefined;
    if (refusal) input.value = '';
    onChange(refusal ? null : chosen, refusal);
  };

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {texts.label}
        {(required || checkedByForm) && <span aria-hidden> *</span>}
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
          {texts.choose}
          <Box
            component="input"
            id={inputId}
            name={name}
            type="file"
            accept={PDF_TYPE}
            required={required && !checkedByForm}
            disabled={disabled}
            aria-invalid={Boolean(error)}
            aria-describedby={`${inputId}-hint`}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target)}
            sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: disabled ? 'default' : 'pointer' }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={wrapLongWords}>
          {file ? texts.chosen(file) : texts.none}
        </Typography>
      </Box>
      <FormHelperText id={`${inputId}-hint`} error={Boolean(error)}>
        {error ?? texts.hint}
      </FormHelperText>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={texts.progress} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}
