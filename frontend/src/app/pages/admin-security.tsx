import { SecurityAdminPage } from '@/features/security-admin/components/security-admin-page';

export default SecurityAdminPage;
