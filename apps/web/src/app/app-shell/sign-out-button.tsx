import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { fullReload } from '../../lib/full-reload';
import { useLogout } from '../../features/auth/api/logout';

/** Ends the session on the server, then loads the landing page afresh. */
export function SignOutButton() {
  const logout = useLogout(() => fullReload('/'));
  return (
    <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending} aria-busy={logout.isPending}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Signing out...' : 'Sign Out'}
    </Button>
  );
}
