import { pageTitle } from '@/config/site';

/** The manager itself comes in a later issue. */
export function GalleryAdminPage() {
  return (
    <>
      <title>{pageTitle('Manage Gallery')}</title>
      <h1>Manage Gallery</h1>
      <p>Upload, replace and delete gallery images.</p>
    </>
  );
}
