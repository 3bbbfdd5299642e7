import { Navigate, Outlet, useLocation } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect';
import { useMe } from '../../lib/session';
import { LoadingCard } from '../ui/loading-card';

/**
 * / and /auth send a signed-in visitor on: to the page they were sent away from, else /dashboard.
 * This is also how a sign-in "returns": refreshing the session re-renders this guard.
 * `wait` shows Loading... until the session is known.
 */
export function RedirectIfSignedIn({ wait = false }: { wait?: boolean }) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (me) return <Navigate to={safeRedirect((location.state as { from?: unknown } | null)?.from)} replace />;
  if (wait && isPending) return <LoadingCard />;
  return <Outlet />;
}
