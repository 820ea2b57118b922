import { Navigate, useParams } from 'react-router';

/** foundation.md §2: "Any unknown path under /{companyId} redirects to /{companyId}". */
export function Component() {
  const { companyId } = useParams();
  return <Navigate to={companyId ? `/${encodeURIComponent(companyId)}` : '/'} replace />;
}
