import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/client/theme/visuallyHidden';

/** A dot before an enquiry no admin has opened yet, read out as 'Unread'. */
export function UnreadMarker() {
  const { t } = useTranslation();
  return (
    <>
      <FiberManualRecord aria-hidden color="primary" sx={{ fontSize: 10, mr: 0.75, verticalAlign: 'middle' }} />
      <Box component="span" sx={visuallyHidden}>
        {t('admin:inbox.unread')}
      </Box>
    </>
  );
}
