import { LeadsAdminPage } from '@/features/leads-admin/components/leads-admin-page';

export default LeadsAdminPage;
