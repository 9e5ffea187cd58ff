import { CertificatePage } from '@/features/info-pages/components/certificate-page';

export default CertificatePage;
