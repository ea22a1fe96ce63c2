import { AdminLayout } from './AdminLayout';
import { RequireAuth } from './RequireAuth';

/** Everything under /admin: guarded, inside the admin frame. */
export function AdminRoot() {
  return (
    <RequireAuth>
      <AdminLayout />
    </RequireAuth>
  );
}
