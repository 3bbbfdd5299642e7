import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../lib/session';
import { LoadingCard } from '../ui/loading-card';

/**
 * Protected routes: "Loading..." while the session loads, /auth for anonymous visitors with the
 * page they wanted remembered (the server still refuses their API calls on its own).
 */
export function RequireAuth() {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <LoadingCard />;
  if (!me) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  return <Outlet />;
}
