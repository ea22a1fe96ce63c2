import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SortSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled choice among a list's orders. */
export function SortSelect<Value extends string>({ label, value, options, onChange }: SortSelectProps<Value>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      size="small"
      sx={{ minWidth: 220 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
