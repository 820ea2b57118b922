import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { signOut, useSignedIn } from '../session/session.ts';

/**
 * The manage area (foundation.md §2): "requires the manage-access permission, otherwise log out
 * and redirect". The redirect goes to the company home, the login page.
 */
export function Component() {
  const { companyId = '' } = useParams();
  const signedIn = useSignedIn();
  const allowed = signedIn?.can('manageAccess') ?? false;
  useEffect(() => {
    if (signedIn && !allowed) signOut();
  }, [signedIn, allowed]);
  if (!allowed) return <Navigate to={`/${encodeURIComponent(companyId)}`} replace />;
  return <Outlet />;
}
