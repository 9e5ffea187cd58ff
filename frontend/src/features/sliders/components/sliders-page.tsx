import { pageTitle } from '@/config/site';

/** The manager itself comes in a later issue. */
export function SlidersPage() {
  return (
    <>
      <title>{pageTitle('Manage Sliders')}</title>
      <h1>Manage Sliders</h1>
      <p>Upload, edit and delete the homepage sliders (at most 3).</p>
    </>
  );
}
