import { InfoPage } from './info-page';

/** /quailty (SPEC §2 Quality and Services). */
export function QualityPage() {
  return (
    <InfoPage title="Quality & Services">
      <h2>Our Quality Policy</h2>
      <p>
        We build every gear and shaft to drawing and verify it in-house for hardness, concentricity
        and surface finish before it ships.
      </p>
      <h2>Client Satisfaction</h2>
      <p>
        On-time delivery, consistent quality and responsive support keep our clients coming back.
      </p>
    </InfoPage>
  );
}
