import { EbrochureAdminPage } from '@/features/ebrochure-admin/components/ebrochure-admin-page';

export default EbrochureAdminPage;
