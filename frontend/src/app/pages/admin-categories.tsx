import { CategoriesAdminPage } from '@/features/categories-admin/components/categories-admin-page';

export default CategoriesAdminPage;
