import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearToken } from '@/lib/storage';
import { logout } from '../api/logout';

/** Logout: tells the server (a failure is only logged), clears the token, goes to /admin. */
export function LogoutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout request failed:', error);
    }
    clearToken();
    await navigate(paths.admin.login, { replace: true });
  };

  return (
    <Button
      variant="primary"
      disabled={busy}
      onClick={() => {
        void onLogout();
      }}
    >
      Logout
    </Button>
  );
}
