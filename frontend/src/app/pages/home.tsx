import { API_PATHS } from '@gear/contract/api-paths';
import { HomePage } from '@/features/home/components/home-page';
import { HandedAnswersProvider } from '@/lib/handover';
import type { Route } from './+types/home';
import { readPageData } from '../server/page-data.server';

/** The hero's slides and the product gallery, read by the server for the first load. */
export function loader() {
  return readPageData([API_PATHS.sliders, API_PATHS.products]);
}

/** After the first load the page fetches in the browser, with its loading texts (SPEC §4). */
export function clientLoader() {
  return null;
}

export { pageHeaders as headers } from '../page-headers';

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HandedAnswersProvider answers={loaderData?.answers}>
      <HomePage />
    </HandedAnswersProvider>
  );
}
