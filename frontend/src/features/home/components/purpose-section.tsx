import type { ReactNode } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { anchors } from '@/config/paths';
import { site } from '@/config/site';
import styles from './purpose-section.module.css';

const iconProps = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

interface PurposeCard {
  title: string;
  icon: ReactNode;
  body: ReactNode;
}

const CARDS: readonly PurposeCard[] = [
  {
    title: 'Vision',
    icon: (
      <svg {...iconProps}>
        <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
    ),
    body: (
      <p>
        To be a globally trusted provider of mechanical transmission components, focused on
        durability, precision and customer satisfaction.
      </p>
    ),
  },
  {
    title: 'Mission',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="8.5" />
        <circle cx="12" cy="12" r="4.5" />
        <circle cx="12" cy="12" r="0.8" fill="currentColor" />
      </svg>
    ),
    body: (
      <p>
        To expand globally, forge partnerships, set standards in pumping solutions and address water
        and energy challenges.
      </p>
    ),
  },
  {
    title: 'Quality Assurance',
    icon: (
      <svg {...iconProps}>
        <path d="M12 2.8 4.5 5.6v6c0 4.6 3.2 8.3 7.5 9.6 4.3-1.3 7.5-5 7.5-9.6v-6L12 2.8Z" />
        <path d="m8.6 12 2.4 2.4 4.6-4.8" />
      </svg>
    ),
    body: (
      <ul>
        <li>{site.certification} certified</li>
        <li>In-house testing for hardness, concentricity and surface finish</li>
        <li>CNC machining and heat treatment facilities</li>
      </ul>
    ),
  },
];

/** SPEC §2 Home 3: Vision / Mission / Quality Assurance; the hero's down arrow lands here. */
export function PurposeSection() {
  return (
    <section id={anchors.homeServices} className={styles.section} aria-labelledby="home-purpose">
      <div className={styles.inner}>
        <Reveal>
          <p className={styles.eyebrow}>What drives us</p>
          <h2 id="home-purpose" className={styles.heading}>
            Vision, Mission &amp; Quality
          </h2>
        </Reveal>
        <ul className={styles.cards}>
          {CARDS.map((card, index) => (
            <Reveal as="li" key={card.title} className={styles.card} delayMs={index * 120}>
              <span className={styles.icon}>{card.icon}</span>
              <h3 className={styles.title}>{card.title}</h3>
              <div className={styles.body}>{card.body}</div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
