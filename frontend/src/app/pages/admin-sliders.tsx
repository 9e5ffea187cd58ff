import { SlidersPage } from '@/features/sliders/components/sliders-page';

export default SlidersPage;
