import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StaffSession } from '@/common/api/profile';
import type { Column } from '@/client/components/DataTable';
import { RowActionButton } from '@/client/components/RowActions';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useRelativeTime } from '@/client/components/useRelativeTime';
import { deviceLabel } from './deviceName';

/**
 * The sessions table's columns: the device in words (the User-Agent as sent on hovering it), its address, when it
 * signed in and when it was last seen; 'This device' marks the browser in use, and every other one can be signed out.
 */
export function useSessionColumns(signOut: (session: StaffSession) => void): Column<StaffSession>[] {
  const { t } = useTranslation();
  const formatDateTime = useDateFormatter('medium', 'short');
  const ago = useRelativeTime();

  return [
    {
      header: t('admin:profile.sessions.device'),
      render: (session) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="span" title={session.device || undefined} sx={{ fontWeight: 600 }}>
            {deviceLabel(session.device, t)}
          </Box>
          {session.current && <Chip size="small" color="primary" label={t('admin:profile.sessions.thisDevice')} />}
        </Box>
      ),
    },
    { header: t('admin:profile.sessions.address'), render: (session) => session.address },
    {
      header: t('admin:profile.sessions.signedIn'),
      render: (session) => <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>,
    },
    {
      header: t('admin:profile.sessions.lastSeen'),
      render: (session) => (
        <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
          {ago(session.lastSeenAt)}
        </time>
      ),
    },
    {
      header: t('admin:table.actions'),
      edits: true,
      render: (session) =>
        session.current ? null : (
          <RowActionButton
            label={t('admin:profile.sessions.signOut')}
            rowName={deviceLabel(session.device, t)}
            color="error"
            onClick={() => signOut(session)}
          />
        ),
    },
  ];
}
