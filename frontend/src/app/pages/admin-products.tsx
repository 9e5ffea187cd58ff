import { ProductsAdminPage } from '@/features/products-admin/components/products-admin-page';

export default ProductsAdminPage;
