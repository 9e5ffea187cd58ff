import { pagesImages } from '@/assets/images/site-images';
import { COMPANY_FACTS } from '@/config/site';
import { CheckIcon } from './icons';
import { InfoPage } from './info-page';
import { SplitFeature } from './split-feature';
import styles from './info-page.module.css';

/** /quailty (SPEC §2 Quality and Services): the quality policy and client satisfaction. */
export function QualityPage() {
  return (
    <InfoPage
      page="quality"
      title="Quality & Services"
      subtitle="Every gear measured, every shaft tested, every order on time."
    >
      <SplitFeature
        eyebrow="Quality"
        heading="Our Quality Policy"
        image={pagesImages['quality-policy']}
        priority
      >
        <p className={styles.lead}>
          Quality is not a final inspection at our works; it is built into every step from raw
          material to dispatch.
        </p>
        <p>
          We work to an {COMPANY_FACTS.certification} certified quality management system. Incoming
          steel is checked against its certificate, gears are cut on CNC machines to the customer’s
          drawing, and heat treatment is controlled batch by batch. Before any part leaves the
          plant, our laboratory verifies hardness, concentricity and surface finish, and records the
          results against the order.
        </p>
        <ul className={styles.checklist}>
          <li>
            <CheckIcon />
            Material and dimensional checks at every stage
          </li>
          <li>
            <CheckIcon />
            In-house testing for hardness, concentricity and surface finish
          </li>
          <li>
            <CheckIcon />
            Continual improvement driven by measured results
          </li>
        </ul>
      </SplitFeature>

      <SplitFeature
        eyebrow="Services"
        heading="Client Satisfaction"
        image={pagesImages['client-satisfaction']}
        imageFirst
        muted
      >
        <p className={styles.lead}>
          Our clients are OEMs and aftermarket suppliers who need parts that fit first time and
          deliveries they can plan around.
        </p>
        <p>
          We review every drawing with the customer, suggest improvements in material or heat
          treatment where they add life to the part, and keep buyers informed from order to
          dispatch. Gearboxes and shafts are packed to travel safely, with inspection reports on
          request, and our team stays on call after delivery.
        </p>
        <ul className={styles.checklist}>
          <li>
            <CheckIcon />
            Drawing review and engineering support
          </li>
          <li>
            <CheckIcon />
            On-time delivery with safe, export-ready packing
          </li>
          <li>
            <CheckIcon />
            Responsive after-sales service
          </li>
        </ul>
      </SplitFeature>
    </InfoPage>
  );
}
