import type { ReactNode } from 'react';
import { Reveal } from '@/components/ui/reveal';
import styles from './info-page.module.css';

interface FeatureCard {
  readonly title: string;
  readonly icon: ReactNode;
  readonly text: ReactNode;
}

/** A row of icon cards, each with an h3, revealed one after another. */
export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul
      className={`${styles.cards} ${cards.length % 3 === 0 ? styles.cardsThree : styles.cardsFour}`}
    >
      {cards.map((card, index) => (
        <Reveal as="li" key={card.title} delayMs={index * 100}>
          <div className={styles.card}>
            <span className={styles.cardIcon}>{card.icon}</span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
