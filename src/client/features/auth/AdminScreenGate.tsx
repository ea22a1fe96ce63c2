import { Outlet, useMatches } from 'react-router';
import { ADMIN_SCREEN_RULES, adminScreenEditRule } from '@/common/staff-access';
import { openAdminScreen } from '@/client/app/adminScreens';
import { EditAccess } from '@/client/components/editAccess';
import { NotAllowedPage } from './NotAllowedPage';
import { useStaffAccess } from './staffAccessApi';

/**
 * The open back-office screen when the user's role may open it, told whether the role may also change what it
 * shows; else the 'not allowed' page in its place, so the screen neither draws nor asks the server for anything.
 */
export function AdminScreenGate() {
  const screen = openAdminScreen(useMatches());
  const { may } = useStaffAccess();
  // A path no screen has: the not-found page.
  if (!screen) return <Outlet />;
  if (!may(ADMIN_SCREEN_RULES[screen])) return <NotAllowedPage />;
  return (
    <EditAccess allowed={may(adminScreenEditRule(screen))}>
      <Outlet />
    </EditAccess>
  );
}
