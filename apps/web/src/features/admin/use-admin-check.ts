import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { useMe } from '../../lib/session';

export type AdminCheck = 'checking' | 'anonymous' | 'denied' | 'allowed';

/**
 * The role from /api/me decides what to show; GET /api/admin/ping (404 for non-admins) confirms it
 * with the server, which enforces every admin rule on its own anyway.
 */
export function useAdminCheck(): AdminCheck {
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const ping = useQuery({
    queryKey: ['admin-ping', me.data?.id],
    queryFn: () =>
      api('/api/admin/ping').then(
        () => true,
        (e) => {
          if (e instanceof ApiError && e.status === 404) return false;
          throw e;
        },
      ),
    enabled: isAdmin,
    staleTime: 60_000,
  });
  if (me.isPending) return 'checking';
  if (!me.data) return 'anonymous';
  if (!isAdmin) return 'denied';
  if (ping.isPending) return 'checking';
  return ping.data ? 'allowed' : 'denied';
}
