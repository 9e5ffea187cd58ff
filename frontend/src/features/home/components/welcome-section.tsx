import { pagesImages } from '@/assets/images/site-images';
import { ButtonLink } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { anchors, paths } from '@/config/paths';
import { COMPANY_FACTS, site } from '@/config/site';
import styles from './welcome-section.module.css';

const HIGHLIGHTS = [
  'OEM and aftermarket supply',
  `${site.certification} certified`,
  'In-house CNC machining',
  'Heat treatment and testing',
] as const;

/** SPEC §2 Home 2: the welcome block; it carries the hero button's #about anchor. */
export function WelcomeSection() {
  const image = pagesImages.welcome;
  return (
    <section id={anchors.homeAbout} className={styles.section} aria-labelledby="home-welcome">
      <div className={styles.inner}>
        <Reveal className={styles.text} from="left">
          <p className={styles.eyebrow}>Welcome to {site.companyName}</p>
          <h2 id="home-welcome" className={styles.heading}>
            We Are {site.companyName} Since {site.established}
          </h2>
          <p>
            From our works in {site.address.city}, {site.address.country}, we manufacture gears,
            transmission shafts, precision-machined components, complete gearboxes and
            agricultural-equipment gears. For about {COMPANY_FACTS.yearsOfExperience} years, OEMs
            and the aftermarket have relied on us for parts that fit first time and keep running
            season after season.
          </p>
          <p>
            Every part is machined to drawing on CNC equipment, heat treated in-house and checked
            for hardness, concentricity and surface finish before it leaves the plant. Our quality
            management system is certified to {site.certification}, so each batch meets the same
            standard as the first.
          </p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight}>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {highlight}
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.about} variant="secondary">
            Read Our Story
          </ButtonLink>
        </Reveal>
        <Reveal className={styles.media} from="right">
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
            <figcaption className={styles.overlay}>
              <span className={styles.overlayTitle}>Precision you can measure</span>
              <span>Every gear inspected before dispatch</span>
            </figcaption>
          </figure>
          <p className={styles.badge}>
            <strong>{site.established}</strong>
            <span>Established</span>
          </p>
        </Reveal>
      </div>
    </section>
  );
}
