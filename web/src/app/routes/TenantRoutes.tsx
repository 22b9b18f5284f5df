import { useLayoutEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageLoader } from '#web/components/FullPageLoader.tsx';
import { clearStoredTenant, storeTenant } from '#web/lib/tenant.ts';
import { useNavigate } from 'react-router-dom';

/** /<tenantId>: stores the tenant and goes to the login page (spec 3 §2.9). */
export function TenantShortcut({ tenantId }: { tenantId: string }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    storeTenant(tenantId);
    navigate('/auth/login', { replace: true });
  }, [tenantId, navigate]);
  return <FullPageLoader />;
}

/** /reset: forgets the stored tenant and goes to the login page. */
export function ResetTenant() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    clearStoredTenant();
    navigate('/auth/login', { replace: true });
  }, [navigate]);
  return <FullPageLoader />;
}

export function RedirectTo({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
