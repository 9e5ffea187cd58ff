import { GalleryAdminPage } from '@/features/gallery-admin/components/gallery-admin-page';

export default GalleryAdminPage;
