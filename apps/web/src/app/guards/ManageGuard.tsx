import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { useSignedIn } from '../session/session.ts';
import { signOutBecause } from '../session/signOutReason.ts';

/**
 * The manage area (foundation.md §2): "requires the manage-access permission, otherwise log out
 * and redirect". The redirect goes to the company home, the login page, which says why.
 */
export function Component() {
  const { companyId = '' } = useParams();
  const signedIn = useSignedIn();
  const allowed = signedIn?.can('manageAccess') ?? false;
  useEffect(() => {
    if (signedIn && !allowed) signOutBecause('noManageAccess');
  }, [signedIn, allowed]);
  if (!allowed) return <Navigate to={`/${encodeURIComponent(companyId)}`} replace />;
  return <Outlet />;
}
