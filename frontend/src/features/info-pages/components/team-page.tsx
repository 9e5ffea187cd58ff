import { InfoPage } from './info-page';

/** /member (SPEC §2 Team). */
export function TeamPage() {
  return (
    <InfoPage title="Our Team">
      <p>
        Our engineers design and build transmission parts that serve the agricultural sector and
        industry across India and abroad.
      </p>
      <ul>
        <li>Mechanical engineers</li>
        <li>Agricultural specialists</li>
        <li>Quality control experts</li>
        <li>Customer support team</li>
      </ul>
    </InfoPage>
  );
}
