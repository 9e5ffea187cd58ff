import { SlidersPage } from '@/features/sliders-admin/components/sliders-page';

export default SlidersPage;
