import { PageBanner } from '@/components/ui/page-banner';
import { Section } from '@/components/ui/section';
import { BROCHURE, pageTitle } from '@/config/site';

/** /ebrochure (SPEC §2 E-Brochure). The catalogue modal and brochure loading come next. */
export function EbrochurePage() {
  return (
    <>
      <title>{pageTitle('E-Brochure')}</title>
      <PageBanner title="E-Brochure" />
      <Section heading={`${BROCHURE.edition} Edition`}>
        <ul>
          {BROCHURE.claims.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
