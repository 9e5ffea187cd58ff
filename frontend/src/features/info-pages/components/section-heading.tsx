import styles from './info-page.module.css';

/** A centred h2 with an eyebrow label and an optional intro line, for full-width sections. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}) {
  return (
    <div className={styles.centered}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
