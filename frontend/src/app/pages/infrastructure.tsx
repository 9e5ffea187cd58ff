import { InfrastructurePage } from '@/features/info-pages/components/infrastructure-page';

export default InfrastructurePage;
