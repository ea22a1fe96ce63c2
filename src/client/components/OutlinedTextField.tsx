import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type HTMLAttributes } from 'react';
import { CharacterCount, showsCharacterCount } from './CharacterCount';

interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  minRows?: number;
  /** Marked required (the label's asterisk and `aria-required`); the form itself says what is missing. */
  required?: boolean;
  /** The most characters it takes: typing stops there, and the count shows under a long text or near the limit. */
  maxLength?: number;
  /** Extra attributes of the input: a number's `min` and `step`, a date's `min`. */
  inputAttributes?: Record<string, string | number>;
  /** Kept visible and focusable while the form is being sent, but not editable. */
  readOnly?: boolean;
  /** What is wrong with the value: shown under the field, which is marked invalid and described by it. */
  error?: string;
  /** A hint under the field when nothing is wrong. */
  hint?: string;
  size?: 'small' | 'medium';
}

/**
 * A full-width outlined text field that looks like MUI's TextField without importing it: TextField also brings
 * Select, Menu and Popover (its `select` mode), which a public page's plain form never uses.
 */
export function OutlinedTextField({
  label,
  value,
  onChange,
  name,
  type,
  autoComplete,
  inputMode,
  multiline,
  minRows,
  required,
  maxLength,
  inputAttributes,
  readOnly,
  error,
  hint,
  size,
}: OutlinedTextFieldProps) {
  const id = useId();
  const helper = error ?? hint;
  const helperId = `${id}-helper`;
  const counted = maxLength !== undefined && showsCharacterCount(value.length, maxLength, multiline);
  return (
    <FormControl fullWidth variant="outlined" required={required} error={Boolean(error)} size={size}>
      <InputLabel htmlFor={id} shrink={type === 'date' ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
        readOnly={readOnly}
        notched={type === 'date' ? true : undefined}
        inputProps={{
          maxLength,
          inputMode,
          ...inputAttributes,
          ...(helper && { 'aria-describedby': helperId }),
        }}
      />
      {(helper || counted) && (
        <Box sx={{ display: 'flex' }}>
          {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
          {counted && <CharacterCount length={value.length} max={maxLength} />}
        </Box>
      )}
    </FormControl>
  );
}
