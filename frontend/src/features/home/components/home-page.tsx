import { useEffect } from 'react';
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

/** The home page (SPEC §2 Home): its seven sections in order. */
export function HomePage() {
  // SPEC §2: the home page opens at the top (unless the address names an in-page anchor).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

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
