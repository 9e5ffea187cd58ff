import { ActivityAdminPage } from '@/features/activity-admin/components/activity-admin-page';

export default ActivityAdminPage;
