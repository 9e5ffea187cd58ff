import { useId } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { COMPANY_FACTS, site } from '@/config/site';
import { CertificateViewer } from './certificate-viewer';
import { FeatureCards } from './feature-cards';
import { AwardIcon, CheckIcon, GlobeIcon, ShieldCheckIcon } from './icons';
import { InfoPage } from './info-page';
import styles from './info-page.module.css';

const FACTS = [
  {
    title: `${COMPANY_FACTS.certification} Certified`,
    icon: <ShieldCheckIcon />,
    text: 'An audited quality management system covering design review, production, inspection and dispatch.',
  },
  {
    title: `Established ${COMPANY_FACTS.established}`,
    icon: <AwardIcon />,
    text: `About ${COMPANY_FACTS.yearsOfExperience} years of making gears, transmission shafts and gearboxes for OEMs and the aftermarket.`,
  },
  {
    title: `Based in ${site.address.city}, ${site.address.country}`,
    icon: <GlobeIcon />,
    text: `Our works in ${site.address.city}, ${site.address.region}, serve customers across India and abroad.`,
  },
] as const;

/** /certificate (SPEC §2 Certification): the quality policy and the ISO certificate. */
export function CertificatePage() {
  const policyId = useId();
  const factsId = useId();
  return (
    <InfoPage
      page="certificate"
      title="Certification"
      subtitle={`${COMPANY_FACTS.certification} certified manufacturer of gears and transmission shafts.`}
    >
      <section className={styles.section} aria-labelledby={policyId}>
        <div className={`${styles.split} ${styles.splitWideText}`}>
          <Reveal className={styles.splitText} from="left">
            <p className={styles.eyebrow}>Quality Policy</p>
            <h2 id={policyId} className={styles.heading}>
              Certified to {COMPANY_FACTS.certification}
            </h2>
            <p className={styles.lead}>
              {site.companyName} is an {COMPANY_FACTS.certification} certified company, established
              in {COMPANY_FACTS.established} and based in {site.address.city}, India.
            </p>
            <p>
              Under the leadership of {site.leaderName}, we are committed to supplying gears,
              transmission shafts, precision-machined components and gearboxes that meet our
              customers’ requirements every time. We achieve this by controlling every process in
              house, from CNC machining and heat treatment to final inspection, by testing hardness,
              concentricity and surface finish before dispatch, and by training our people to get it
              right the first time.
            </p>
            <p>
              Our quality objectives are reviewed regularly by management, and the lessons from
              every audit, every customer remark and every measured result feed back into how we
              work.
            </p>
            <ul className={styles.checklist}>
              <li>
                <CheckIcon />
                Meet customer and statutory requirements
              </li>
              <li>
                <CheckIcon />
                Deliver on time, with documented inspection
              </li>
              <li>
                <CheckIcon />
                Improve our quality management system continually
              </li>
            </ul>
          </Reveal>
          <Reveal from="right">
            <CertificateViewer />
          </Reveal>
        </div>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby={factsId}>
        <div className={styles.inner}>
          <h2 id={factsId} className="visually-hidden">
            Company facts
          </h2>
          <FeatureCards cards={FACTS} />
        </div>
      </section>
    </InfoPage>
  );
}
