import { QualityPage } from '@/features/info-pages/components/quality-page';

export default QualityPage;
