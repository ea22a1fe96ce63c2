import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';

interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
}

/**
 * A full-width outlined text field that looks like MUI's TextField without importing it: TextField also brings
 * Select, Menu and Popover (its `select` mode), which a public page's plain form never uses.
 */
export function OutlinedTextField({
  label,
  value,
  onChange,
  autoComplete,
  multiline,
  minRows,
}: OutlinedTextFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
      />
    </FormControl>
  );
}
