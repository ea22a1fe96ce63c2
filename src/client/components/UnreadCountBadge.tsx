import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../theme/visuallyHidden';

const MAX_SHOWN = 99;

/** How many items wait unread, as a pill beside a sidebar entry, read out as '3 unread'; nothing when none wait. */
export function UnreadCountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 24,
        px: 0.75,
        borderRadius: 12,
        // Dark teal on white: the sidebar's own colours, far above 4.5:1 either way.
        bgcolor: 'common.white',
        color: 'primary.dark',
        fontSize: 12,
        fontWeight: 800,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden>{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('admin:nav.unread', { count })}
      </Box>
    </Box>
  );
}
