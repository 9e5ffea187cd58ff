import { COMPANY_FACTS } from '@/config/site';
import { InfoPage } from './info-page';

/** /infrastructure (SPEC §2 Infrastructure). Gears animation and video grid come next. */
export function InfrastructurePage() {
  return (
    <InfoPage title="Infrastructure">
      <h2>Gearbox Transmission Shaft</h2>
      <ul>
        <li>Material: EN-19 chromium-molybdenum steel</li>
        <li>
          Through hardening plus induction hardening; induction hardened surface{' '}
          {COMPANY_FACTS.hardnessHrc}
        </li>
        <li>Applications: automotive transmissions, gearboxes, industrial drives</li>
      </ul>
      <h2>Manufactured Globally</h2>
      <p>Precision parts made in India for customers around the world.</p>
    </InfoPage>
  );
}
