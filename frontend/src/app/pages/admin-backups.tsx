import { BackupsAdminPage } from '@/features/backups-admin/components/backups-admin-page';

export default BackupsAdminPage;
