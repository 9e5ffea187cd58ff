import { PageBanner } from '@/components/ui/page-banner';
import { Section } from '@/components/ui/section';
import { pageTitle } from '@/config/site';

/** /gallery (SPEC §2 Gallery). The image grid and viewer come next. */
export function GalleryPage() {
  return (
    <>
      <title>{pageTitle('Our Gallery')}</title>
      <PageBanner title="Our Gallery" />
      <Section heading="Collection of Gears">
        <p>Photographs of our gears, shafts and machining work.</p>
      </Section>
    </>
  );
}
