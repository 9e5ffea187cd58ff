import { useId } from 'react';
import { pagesImages } from '@/assets/images/site-images';
import { Reveal } from '@/components/ui/reveal';
import { COMPANY_FACTS, site } from '@/config/site';
import { CheckIcon } from './icons';
import { InfoPage } from './info-page';
import { RotatingGears } from './rotating-gears';
import { SectionHeading } from './section-heading';
import { SplitFeature } from './split-feature';
import { VideoGrid } from './video-grid';
import styles from './info-page.module.css';
import infraStyles from './infrastructure-page.module.css';

const KEY_FEATURES = [
  'Toughness and strength',
  'Fatigue resistance',
  'Precision ground and tested for concentricity',
  'Custom lengths and spline profiles',
] as const;

/** /infrastructure (SPEC §2 Infrastructure): plant, the shaft highlight and machinery videos. */
export function InfrastructurePage() {
  const plantId = useId();
  const globalId = useId();
  const videosId = useId();
  return (
    <InfoPage
      page="infrastructure"
      title="Infrastructure"
      subtitle="CNC machining, gear cutting, heat treatment and inspection under one roof."
    >
      <section className={styles.section} aria-labelledby={plantId}>
        <div className={styles.split}>
          <Reveal className={styles.splitText} from="left">
            <p className={styles.eyebrow}>Our Plant</p>
            <h2 id={plantId} className={styles.heading}>
              Built for Precision, Sized for Volume
            </h2>
            <p className={styles.lead}>
              Our works in {site.address.city} bring every step of gear and shaft production under
              one roof.
            </p>
            <p>
              CNC turning and machining centres prepare blanks and shafts; hobbing, shaping, shaving
              and grinding machines cut and finish the teeth; our heat treatment line hardens them;
              and the inspection lab verifies hardness, concentricity and surface finish before
              anything is packed. Keeping the whole process in house is how we hold tight tolerances
              from the first piece to the last.
            </p>
          </Reveal>
          <Reveal className={infraStyles.gears} from="fade">
            <RotatingGears />
          </Reveal>
        </div>
      </section>

      <SplitFeature
        eyebrow="Product Highlight"
        heading="Gearbox Transmission Shaft"
        image={pagesImages['infrastructure-shaft']}
        imageFirst
        muted
      >
        <p>
          A shaft that carries full engine torque has to be tough at the core and hard at the
          surface. Ours are made for exactly that.
        </p>
        <dl className={infraStyles.specs}>
          <div>
            <dt>Material</dt>
            <dd>
              <span className="notranslate" translate="no">
                EN-19
              </span>{' '}
              chromium-molybdenum steel
            </dd>
          </div>
          <div>
            <dt>Heat treatment</dt>
            <dd>Through hardening plus induction hardening</dd>
          </div>
          <div>
            <dt>Surface hardness</dt>
            <dd>
              Induction hardened surface{' '}
              <span className="notranslate" translate="no">
                {COMPANY_FACTS.hardnessHrc}
              </span>
            </dd>
          </div>
          <div>
            <dt>Applications</dt>
            <dd>Automotive transmissions, gearboxes, industrial drives</dd>
          </div>
        </dl>
        <h3 className={infraStyles.featuresTitle}>Key features</h3>
        <ul className={styles.checklist}>
          {KEY_FEATURES.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              {feature}
            </li>
          ))}
        </ul>
      </SplitFeature>

      <section className={styles.statement} aria-labelledby={globalId}>
        <Reveal className={styles.inner}>
          <p className={`${styles.eyebrow} ${infraStyles.statementEyebrow}`}>Made in India</p>
          <h2 id={globalId} className={styles.heading}>
            Manufactured Globally
          </h2>
          <p>
            From {site.address.city} to customers around the world: our gears, shafts and gearboxes
            are built to international drawings and standards, inspected against them, and packed to
            arrive ready to fit, wherever the machine they drive is at work.
          </p>
        </Reveal>
      </section>

      <section className={styles.section} aria-labelledby={videosId}>
        <div className={styles.inner}>
          <SectionHeading
            id={videosId}
            eyebrow="See Us at Work"
            heading="Industrial Machinery Videos"
          />
          <VideoGrid />
        </div>
      </section>
    </InfoPage>
  );
}
