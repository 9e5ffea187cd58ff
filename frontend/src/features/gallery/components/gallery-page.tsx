import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { LIST_WINDOWING } from '@/config/site';
import { useGalleryImages } from '../hooks/use-gallery-images';
import { GalleryGrid } from './gallery-grid';
import { GallerySlider } from './gallery-slider';
import styles from './gallery-page.module.css';

/** /gallery (SPEC §2 Gallery): hero with the stepping slider, then 'Collection of Gears'. */
export function GalleryPage() {
  const gallery = useGalleryImages();
  return (
    <>
      <PageMeta {...SEO_PAGES.gallery} path={paths.gallery} />
      <section className={styles.hero} aria-labelledby="gallery-title">
        <div className={styles.heroInner}>
          <h1 id="gallery-title" className={styles.title}>
            Our Gallery
          </h1>
          <p className={styles.subtitle}>
            Gears, shafts and gearboxes from our Rajkot shop floor: hobbed, hardened, ground and
            inspected in-house.
          </p>
          {/* The strip shows the first images only: stepping through 10,000 one by one is no use. */}
          <GallerySlider
            images={gallery ? gallery.images.slice(0, LIST_WINDOWING.galleryHighlights) : null}
          />
        </div>
      </section>
      <Section heading="Collection of Gears">
        <p className={styles.intro}>
          A closer look at the parts we make for OEM and aftermarket customers. Select a picture to
          see it full screen.
        </p>
        {gallery === null ? (
          <Spinner label="Loading gallery..." />
        ) : (
          <GalleryGrid images={gallery.images} />
        )}
      </Section>
    </>
  );
}
