import { Outlet, useMatches, type UIMatch } from 'react-router';
import { ROUTES } from '@/common/routes';
import { ADMIN_SCREEN_RULES, adminScreenEditRule, type AdminScreen } from '@/common/staff-access';
import { EditAccess } from '@/client/components/editAccess';
import { NotAllowedPage } from './NotAllowedPage';
import { useStaffAccess } from './staffAccessApi';
import { TwoStepSetupNotice } from './TwoStepSetupNotice';

const ADMIN_PAGE_PREFIX = 'admin.';

/** The screens a user the site waits for to set up two-step sign-in may still open: their own account's. */
const TWO_STEP_SETUP_SCREENS: readonly AdminScreen[] = ['profile', 'profilePassword', 'changePasswordWithCode'];

/** The back-office screen among the matched routes, by its route's id ('admin.inbox'); none on a path no screen has. */
function openScreen(matches: readonly UIMatch[]): AdminScreen | undefined {
  for (const { id } of matches) {
    const name = id.startsWith(ADMIN_PAGE_PREFIX) ? id.slice(ADMIN_PAGE_PREFIX.length) : '';
    if (Object.hasOwn(ROUTES.admin, name)) return name as AdminScreen;
  }
  return undefined;
}

/**
 * The open back-office screen when the user's role may open it, told whether the role may also change what it
 * shows; else the 'not allowed' page in its place, so the screen neither draws nor asks the server for anything.
 * While the site waits for the user to set up two-step sign-in, every screen but their own account's says so instead
 * (the server refuses the others' requests meanwhile).
 */
export function AdminScreenGate() {
  const screen = openScreen(useMatches());
  const { may, twoStepSetupRequired } = useStaffAccess();
  // A path no screen has: the not-found page.
  if (!screen) return <Outlet />;
  if (!may(ADMIN_SCREEN_RULES[screen])) return <NotAllowedPage />;
  if (twoStepSetupRequired && !TWO_STEP_SETUP_SCREENS.includes(screen)) return <TwoStepSetupNotice />;
  return (
    <EditAccess allowed={may(adminScreenEditRule(screen))}>
      <Outlet />
    </EditAccess>
  );
}
