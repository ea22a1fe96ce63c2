import { useMemo } from 'react';
import { may, type AccessRule, type StaffRole } from '@/common/staff-access';
import { useAppSelector } from '@/client/app/hooks';
import { authApi } from './authApi';

export interface StaffAccess {
  /** The signed-in user's role; undefined until the server has validated the token. */
  role: StaffRole | undefined;
  /** Whether the role may do what `rule` asks (src/common/staff-access.ts). */
  may: (rule: AccessRule) => boolean;
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
  return useMemo(() => ({ role, may: (rule: AccessRule) => may(role, rule) }), [role]);
}
