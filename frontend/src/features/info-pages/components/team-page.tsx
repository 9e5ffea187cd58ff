import { useId } from 'react';
import { pagesImages } from '@/assets/images/site-images';
import { COMPANY_FACTS, site } from '@/config/site';
import { FeatureCards } from './feature-cards';
import { GearIcon, HeadsetIcon, InspectIcon, SproutIcon } from './icons';
import { InfoPage } from './info-page';
import { SectionHeading } from './section-heading';
import { SplitFeature } from './split-feature';
import styles from './info-page.module.css';

const ROLES = [
  {
    title: 'Mechanical Engineers',
    icon: <GearIcon />,
    text: 'Turn drawings and samples into manufacturable parts, choose the right steel and heat treatment, and set up our CNC and gear-cutting machines.',
  },
  {
    title: 'Agricultural Specialists',
    icon: <SproutIcon />,
    text: 'Know tractors, tillers, harvesters and pumps from the field up, so our gears and shafts are made for dust, shock loads and long seasons.',
  },
  {
    title: 'Quality Control Experts',
    icon: <InspectIcon />,
    text: 'Inspect every batch for hardness, concentricity and surface finish, and keep the records behind our quality system.',
  },
  {
    title: 'Customer Support Team',
    icon: <HeadsetIcon />,
    text: 'Answer enquiries, share quotes and follow every order from confirmation to delivery, and stay in touch after it arrives.',
  },
] as const;

/** /member (SPEC §2 Team): the people behind the parts. */
export function TeamPage() {
  const rolesId = useId();
  return (
    <InfoPage
      page="team"
      title="Our Team"
      subtitle="Engineers who know what a gear has to survive in the field."
    >
      <SplitFeature
        eyebrow="Our People"
        heading="Engineers Serving the Agricultural Sector"
        image={pagesImages.team}
        priority
      >
        <p className={styles.lead}>
          Behind every gear we make is a team that has spent about {COMPANY_FACTS.yearsOfExperience}{' '}
          years solving the transmission problems of farm machinery and industry.
        </p>
        <p>
          Our engineers work closely with manufacturers of tractors, implements and agricultural
          equipment, and with the workshops that keep those machines running. They understand the
          loads, the dust and the long working days these parts face, and they design, machine and
          test every gear and shaft with that in mind at our works in {site.address.city}.
        </p>
      </SplitFeature>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby={rolesId}>
        <div className={styles.inner}>
          <SectionHeading
            id={rolesId}
            eyebrow="Who Does What"
            heading="The Roles Behind Every Order"
            intro="Four teams, one standard: parts that fit first time and last."
          />
          <FeatureCards cards={ROLES} />
        </div>
      </section>
    </InfoPage>
  );
}
