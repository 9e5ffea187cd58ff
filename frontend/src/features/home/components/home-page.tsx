import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { site } from '@/config/site';
import { Achievements } from './achievements';
import { HeroSlider } from './hero-slider';
import { InquirySection } from './inquiry-section';
import { MachineryCarousel } from './machinery-carousel';
import { ProductGallery } from './product-gallery';
import { PurposeSection } from './purpose-section';
import { WelcomeSection } from './welcome-section';

/**
 * The home page (SPEC §2 Home): its seven sections in order. It opens at the top like every page
 * (app/scroll-to-location.tsx); it must not scroll by itself when it mounts, or hydrating would
 * throw a visitor who already scrolled the server's HTML back to the top.
 */
export function HomePage() {
  return (
    <>
      <PageMeta {...SEO_PAGES.home} path={paths.home} />
      <h1 className="visually-hidden">{site.companyName}</h1>
      <HeroSlider />
      <WelcomeSection />
      <PurposeSection />
      <Achievements />
      <ProductGallery />
      <MachineryCarousel />
      <InquirySection />
    </>
  );
}
