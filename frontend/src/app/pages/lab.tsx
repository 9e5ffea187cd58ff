import { LabPage } from '@/features/info-pages/components/lab-page';

export default LabPage;
