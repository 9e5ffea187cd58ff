import demoProductImage from '@/assets/images/demo-product.svg';
import { Section } from '@/components/ui/section';
import { anchors } from '@/config/paths';
import { COUNTERS, pageTitle, site } from '@/config/site';
import { HeroSlider } from './hero-slider';
import { ProductGallery } from './product-gallery';
import styles from './home-page.module.css';

/** The home page (SPEC §2 Home). Machinery carousel, inquiry form and animations come next. */
export function HomePage() {
  return (
    <>
      <title>{pageTitle()}</title>
      <h1 className="visually-hidden">{site.companyName}</h1>
      <HeroSlider />

      <Section id={anchors.homeAbout}>
        <div className={styles.welcome}>
          <div>
            <p className={styles.eyebrow}>Welcome to {site.wordmark.name}</p>
            <h2 className={styles.welcomeTitle}>
              We Are {site.companyName} Since {site.established}
            </h2>
            <p>
              For about twenty years we have manufactured gears, transmission shafts,
              precision-machined components, complete gearboxes and agricultural-equipment gears for
              OEMs and the aftermarket.
            </p>
            <p>
              In-house CNC machining, heat treatment and testing keep every part to drawing, batch
              after batch.
            </p>
          </div>
          <img
            className={styles.welcomeImage}
            src={demoProductImage}
            alt="Gears manufactured in our workshop"
            width={340}
            height={300}
            loading="lazy"
          />
        </div>
      </Section>

      <Section id={anchors.homeServices} heading="What Drives Us" muted>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3>Vision</h3>
            <p>
              To be a globally trusted provider of mechanical transmission components, focused on
              durability, precision and customer satisfaction.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Mission</h3>
            <p>
              To expand globally, forge partnerships, set standards in pumping solutions and address
              water and energy challenges.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Quality Assurance</h3>
            <ul>
              <li>{site.certification} certified</li>
              <li>In-house testing for hardness, concentricity and surface finish</li>
              <li>CNC machining and heat treatment facilities</li>
            </ul>
          </li>
        </ul>
      </Section>

      <Section heading="Our Achievements">
        <dl className={styles.counters}>
          {COUNTERS.items.map((counter) => (
            <div key={counter.label} className={styles.counter}>
              <dt>{counter.label}</dt>
              <dd>
                {counter.end}
                {COUNTERS.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <ProductGallery />
    </>
  );
}
