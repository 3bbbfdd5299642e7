import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { CheckingPermissions, Refusal } from './admin-states';
import { DevStatusAudit } from './dev-status-audit';
import { useAdminCheck } from './use-admin-check';

/** /dev/status: public route, but anonymous visitors go to /auth and non-admins are refused. */
export default function DevStatusPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const state = useAdminCheck();
  if (state === 'checking') return <CheckingPermissions />;
  if (state === 'anonymous') return <Navigate to="/auth" replace state={{ from: pathname }} />;
  if (state === 'denied') return <Refusal title={t('admin.denied')} text={t('admin.devDenied')} />;
  return <DevStatusAudit />;
}
