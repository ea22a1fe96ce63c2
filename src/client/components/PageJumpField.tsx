import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PageJumpFieldProps {
  /** How many pages there are. */
  pages: number;
  onJump: (page: number) => void;
}

/**
 * 'Go to page': a page number, sent with Enter or 'Go'. A number that is not a page of the list is refused with a
 * message saying which pages there are, announced to screen readers, and the page stays where it is.
 */
export function PageJumpField({ pages, onJump }: PageJumpFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState(false);

  const jump = () => {
    const page = Number(value);
    if (value.trim() === '' || !Number.isInteger(page) || page < 1 || page > pages) {
      setRefused(true);
      return;
    }
    setValue('');
    onJump(page);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        type="number"
        size="small"
        label={t('admin:adminList.jump.label')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jump();
        }}
        error={refused}
        helperText={refused ? t('admin:adminList.jump.outOfRange', { pages }) : t('admin:adminList.jump.of', { pages })}
        slotProps={{
          htmlInput: { min: 1, max: pages, step: 1, inputMode: 'numeric' },
          formHelperText: { role: refused ? 'alert' : undefined },
        }}
        sx={{ width: 150 }}
      />
      <Button variant="outlined" size="small" onClick={jump} sx={{ mt: 0.5 }}>
        {t('admin:adminList.jump.go')}
      </Button>
    </Box>
  );
}
