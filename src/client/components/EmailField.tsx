import TextField from '@mui/material/TextField';

interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the field, translated. */
  error?: string;
  maxLength: number;
  /** 'email' where the browser may offer the user's own address, 'off' for someone else's. */
  autoComplete: 'email' | 'off';
  autoFocus?: boolean;
}

/**
 * A required e-mail address of a back-office form that checks its fields itself: announced as required, with the
 * e-mail keyboard on phones, but without the browser's own bubble (the form's message shows under the field).
 */
export function EmailField({ label, value, onChange, error, maxLength, autoComplete, autoFocus }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'email', maxLength, required: false, 'aria-required': true } }}
    />
  );
}
