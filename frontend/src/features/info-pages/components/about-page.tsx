import { useId } from 'react';
import { pagesImages } from '@/assets/images/site-images';
import { COMPANY_FACTS, site } from '@/config/site';
import { FeatureCards } from './feature-cards';
import { AwardIcon, CheckIcon, GlobeIcon, HeadsetIcon } from './icons';
import { InfoPage } from './info-page';
import { SectionHeading } from './section-heading';
import { SplitFeature } from './split-feature';
import styles from './info-page.module.css';

const COMMITMENTS = [
  {
    title: `A ${COMPANY_FACTS.yearsOfExperience} Year Legacy`,
    icon: <AwardIcon />,
    text: `Since ${COMPANY_FACTS.established} we have cut, hardened and finished gears and shafts for machines that cannot afford to stop. Two decades of drawings, trials and repeat orders stand behind every part we ship.`,
  },
  {
    title: 'Customer First',
    icon: <HeadsetIcon />,
    text: '24x7 customer service: an engineer who knows your part answers your call, from the first drawing review to the last dispatch, and long after delivery.',
  },
  {
    title: 'Vast Global Presence',
    icon: <GlobeIcon />,
    text: `From our works in ${site.address.city}, our gears and transmission shafts travel to OEMs and distributors across India and overseas markets, packed and documented for export.`,
  },
] as const;

/** /about (SPEC §2 About): the company story and its commitments. */
export function AboutPage() {
  const commitmentId = useId();
  return (
    <InfoPage
      page="about"
      title="A House Of Gears and Shafts."
      subtitle={`Precision transmission parts from ${site.address.city}, India, since ${COMPANY_FACTS.established}.`}
    >
      <SplitFeature
        eyebrow="About Us"
        heading={`Who We Are: ${site.companyName}`}
        image={pagesImages['about-factory']}
        imageFirst
        priority
      >
        <p className={styles.lead}>
          Established in {COMPANY_FACTS.established}, {site.companyName} manufactures gears,
          transmission shafts and complete gearboxes for OEMs and the aftermarket.
        </p>
        <p>
          From spur, helical and bevel gears to agricultural-equipment gears and precision-machined
          components, every part is produced under one roof: CNC machining, gear cutting, heat
          treatment and grinding, followed by in-house testing for hardness, concentricity and
          surface finish.
        </p>
        <p>
          Our promise is simple. Each part matches its drawing, arrives when we said it would and
          runs as long as it should, backed by an {COMPANY_FACTS.certification} certified quality
          system.
        </p>
        <ul className={styles.checklist}>
          <li>
            <CheckIcon />
            Built to OEM drawings and aftermarket samples alike
          </li>
          <li>
            <CheckIcon />
            {COMPANY_FACTS.certification} certified quality management
          </li>
          <li>
            <CheckIcon />
            In-house CNC machining and heat treatment
          </li>
        </ul>
      </SplitFeature>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby={commitmentId}>
        <div className={styles.inner}>
          <SectionHeading
            id={commitmentId}
            eyebrow="Why Choose Us"
            heading="Our Commitment to Excellence"
            intro="Three things our customers count on, order after order."
          />
          <FeatureCards cards={COMMITMENTS} />
        </div>
      </section>
    </InfoPage>
  );
}
