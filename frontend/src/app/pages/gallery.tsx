import { API_PATHS } from '@gear/contract/api-paths';
import { GalleryPage } from '@/features/gallery/components/gallery-page';
import { HandedAnswersProvider } from '@/lib/handover';
import type { Route } from './+types/gallery';
import { readPageData } from '../server/page-data.server';

/** The gallery's images, read by the server for the first load. */
export function loader() {
  return readPageData([API_PATHS.gallery]);
}

/** After the first load the page fetches in the browser, with its loading text (SPEC §4). */
export function clientLoader() {
  return null;
}

export { pageHeaders as headers } from '../page-headers';

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <HandedAnswersProvider answers={loaderData?.answers}>
      <GalleryPage />
    </HandedAnswersProvider>
  );
}
