import { Navigate } from 'react-router';
import { landingPath } from '../session/landing.ts';
import { useSignedIn } from '../session/session.ts';

/**
 * /{companyId}/main: the landing of a signed-in user (foundation.md §2 "After login, the landing
 * redirect goes to meet/list ..."). The logo and the remember-token login lead here.
 */
export function Component() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/" replace />;
  return <Navigate to={landingPath(signedIn)} replace />;
}
