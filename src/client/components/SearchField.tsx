import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box (type="search", so browsers offer their own clear button and Escape clears it). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
