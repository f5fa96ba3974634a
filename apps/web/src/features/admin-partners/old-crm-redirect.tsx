import { Navigate, useLocation } from 'react-router';

/**
 * /admin/partners-old and its children lead to the one CRM (decision 0161): the same screen under
 * /admin/partners, replacing the history entry so Back does not return to the old address.
 */
export default function OldCrmRedirect() {
  const { pathname, search } = useLocation();
  const to = pathname.replace(/^\/admin\/partners-old/, '/admin/partners') + search;
  return <Navigate to={to} replace />;
}
