import { ToastContainer, toast } from 'react-toastify';
import { TOAST } from '@/config/site';

/**
 * The admin's notices (SPEC §8): top-right, closing after 3 s. Request outcomes (saved, deleted,
 * failed) are toasts; form validation messages stay next to their field.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};

/** Mounted once by the admin layout. react-toastify injects its own styles (CSP allows inline styles). */
export function AdminToaster() {
  return <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} newestOnTop />;
}
