import TextField from '@mui/material/TextField';
import { LIMITS } from '@/common/constants';

interface FormTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message about this field: shown under it, and the field marked invalid. */
  error?: string;
  /** Marks the field invalid without a message under it (the form says what is wrong). */
  invalid?: boolean;
  required?: boolean;
  /** Shown as required, but the form checks it itself, so the browser does not stop the submit. */
  checkedByForm?: boolean;
  autoFocus?: boolean;
  /** Makes it a long text of at least this many rows; without it, one line. */
  minRows?: number;
}

// `required` alone lets a value of spaces through; on one line the browser then asks for something visible.
const NOT_BLANK = '.*\\S.*';

/** A form's text field within the length the server accepts: a name on one line, or a long text. */
export function FormTextField({
  label,
  value,
  onChange,
  error,
  invalid,
  required,
  checkedByForm,
  autoFocus,
  minRows,
}: FormTextFieldProps) {
  const multiline = minRows !== undefined;
  const browserChecksBlank = required && !multiline && !checkedByForm;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={minRows}
      slotProps={{
        htmlInput: {
          ...(checkedByForm && { required: false, 'aria-required': true }),
          maxLength: multiline ? LIMITS.longText : LIMITS.name,
          ...(browserChecksBlank && { pattern: NOT_BLANK }),
        },
      }}
      error={Boolean(error) || Boolean(invalid)}
      helperText={error}
    />
  );
}
