import { Navigate, Outlet, useParams } from 'react-router';
import { useSignedIn } from '../session/session.ts';

/**
 * The service and manage areas (foundation.md §2 "Route guards"): no logged-in user goes to the
 * company home; the company of the token must match the company in the URL. assumed: a user
 * signed in to another institution is sent to this institution's login page, and the session of
 * the other one is left alone (it may be open in another tab).
 */
export function Component() {
  const { companyId = '' } = useParams();
  const signedIn = useSignedIn();
  if (!signedIn || signedIn.companyId !== companyId) {
    return <Navigate to={`/${encodeURIComponent(companyId)}`} replace />;
  }
  return <Outlet />;
}
