import { useId } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { LAB_EQUIPMENT } from '../lab-equipment';
import { InfoPage } from './info-page';
import { SectionHeading } from './section-heading';
import styles from './info-page.module.css';
import labStyles from './lab-page.module.css';

/** /lab (SPEC §2 Lab): the inspection instruments, each with a picture and what it checks. */
export function LabPage() {
  const headingId = useId();
  return (
    <InfoPage
      page="lab"
      title="Lab Inspection & Equipment"
      subtitle="In-house testing for hardness, concentricity and surface finish."
    >
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.inner}>
          <SectionHeading
            id={headingId}
            eyebrow="Quality Lab"
            heading="Measured, Not Assumed"
            intro="Our inspection lab checks gears and shafts at every stage, from incoming steel to the finished part. These are the instruments that stand behind each inspection report."
          />
          <ol className={labStyles.grid}>
            {LAB_EQUIPMENT.map((instrument, index) => (
              <Reveal as="li" key={instrument.name} delayMs={(index % 3) * 100}>
                <article className={labStyles.card}>
                  <img
                    className={labStyles.image}
                    src={instrument.image.src}
                    alt={instrument.image.alt}
                    width={instrument.image.width}
                    height={instrument.image.height}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <div className={labStyles.body}>
                    <span className={labStyles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <h3 className={labStyles.title}>{instrument.name}</h3>
                    <p className={labStyles.text}>{instrument.description}</p>
                  </div>
                </article>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>
    </InfoPage>
  );
}
