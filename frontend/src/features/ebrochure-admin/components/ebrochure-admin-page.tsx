import { pageTitle } from '@/config/site';

/** The manager itself comes in a later issue. */
export function EbrochureAdminPage() {
  return (
    <>
      <title>{pageTitle('Manage E-Brochure')}</title>
      <h1>Manage E-Brochure</h1>
      <p>Upload the catalogue cover image and PDF.</p>
    </>
  );
}
