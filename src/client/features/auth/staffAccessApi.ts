import { useMemo } from 'react';
import { may, type AccessRule, type StaffRole } from '@/common/staff-access';
import { useAppSelector } from '@/client/app/hooks';
import { authApi } from './authApi';

export interface StaffAccess {
  /** The signed-in user's role; undefined until the server has validated the token. */
  role: StaffRole | undefined;
  /** Whether the role may do what `rule` asks (src/common/staff-access.ts). */
  may: (rule: AccessRule) => boolean;
  /**
   * The site requires two-step sign-in of this user, who has not set it up yet: until they do, only their own
   * account's screens open. False when the answer does not say (a QA snapshot made before it did).
   */
  twoStepSetupRequired: boolean;
}

/**
 * What the signed-in user's role allows. The role is read from the validate-token answer RequireAuth waits for
 * (the same cache entry, so no request of its own), not from the session slice: the server keeps each user's role
 * and says it afresh with each token. Until that answer has come, the role may nothing.
 */
export function useStaffAccess(): StaffAccess {
  const token = useAppSelector((state) => state.auth.token);
  const { data } = authApi.endpoints.validateToken.useQueryState(token ?? '', { skip: !token });
  const role = data?.role;
  const twoStepSetupRequired = data?.two_step_setup_required === true;
  return useMemo(
    () => ({ role, may: (rule: AccessRule) => may(role, rule), twoStepSetupRequired }),
    [role, twoStepSetupRequired],
  );
}
