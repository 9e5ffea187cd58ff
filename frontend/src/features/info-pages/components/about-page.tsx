import { site } from '@/config/site';
import { InfoPage } from './info-page';

/** /about (SPEC §2 About). The factory photo and the commitment cards come next. */
export function AboutPage() {
  return (
    <InfoPage title="A House Of Gears and Shafts.">
      <h2>About {site.companyName}</h2>
      <p>
        Established in {site.established}, we manufacture gears, transmission shafts and gearboxes
        for OEM and aftermarket customers, and every part leaves our works with a promise of
        quality.
      </p>
      <h2>Our Commitment to Excellence</h2>
      <ul>
        <li>A 20 Year Legacy</li>
        <li>Customer First: 24x7 customer service</li>
        <li>Vast Global Presence</li>
      </ul>
    </InfoPage>
  );
}
