import { site } from '@/config/site';
import { InfoPage } from './info-page';

/** /certificate (SPEC §2 Certification). */
export function CertificatePage() {
  return (
    <InfoPage title="Certification">
      <h2>Quality Policy</h2>
      <p>
        {site.companyName} is {site.certification} certified. Established in {site.established} and
        based in {site.address.city}, India, under the leadership of {site.leaderName}, we are
        committed to meeting customer requirements and continually improving our processes.
      </p>
    </InfoPage>
  );
}
