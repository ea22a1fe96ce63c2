import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../theme/visuallyHidden';

/** Below this share of its limit a one-line field shows no count: names and e-mails rarely come near theirs. */
const ONE_LINE_COUNT_FROM = 0.8;

/** Whether a field of at most `max` characters shows how many it holds: a long text always, a line near its limit. */
export const showsCharacterCount = (length: number, max: number, multiline: boolean | undefined) =>
  Boolean(multiline) || length >= max * ONE_LINE_COUNT_FROM;

/**
 * '123 / 5,000' under a field, so the visitor sees the limit coming instead of finding the text stopped. Screen
 * readers are told once the limit is reached rather than hearing the count at every keystroke.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <>
      <FormHelperText component="span" sx={{ ml: 'auto', pl: 2, whiteSpace: 'nowrap' }}>
        {t('common:textField.count', { length, max })}
      </FormHelperText>
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {length >= max ? t('common:textField.limitReached', { max }) : ''}
      </Box>
    </>
  );
}
