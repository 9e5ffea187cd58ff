import { AboutPage } from '@/features/info-pages/components/about-page';

export default AboutPage;
