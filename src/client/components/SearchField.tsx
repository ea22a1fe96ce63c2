import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The query parameter the text goes in: the field is then a search form's (GET, to the page it is on), so Enter
   * searches before the page's code has come, or without it. With the code, the text searches as it is typed.
   */
  name?: string;
}

/** A search box (type="search", so browsers offer their own clear button and Escape clears it). */
export function SearchField({ label, value, onChange, name }: SearchFieldProps) {
  const field = (
    <TextField
      type="search"
      label={label}
      placeholder={label}
      name={name}
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
  if (!name) return field;
  return (
    // No action: the browser sends the form to the page it is on.
    <Box component="form" method="get" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {field}
    </Box>
  );
}
