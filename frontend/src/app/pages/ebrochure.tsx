import { API_PATHS } from '@gear/contract/api-paths';
import { EbrochurePage } from '@/features/ebrochure/components/ebrochure-page';
import { HandedAnswersProvider } from '@/lib/handover';
import type { Route } from './+types/ebrochure';
import { readPageData } from '../server/page-data.server';

/** The brochure record, read by the server for the first load. */
export function loader() {
  return readPageData([API_PATHS.ebrochure]);
}

/** After the first load the page fetches in the browser, with its loading text (SPEC §4). */
export function clientLoader() {
  return null;
}

export { pageHeaders as headers } from '../page-headers';

export default function Ebrochure({ loaderData }: Route.ComponentProps) {
  return (
    <HandedAnswersProvider answers={loaderData?.answers}>
      <EbrochurePage />
    </HandedAnswersProvider>
  );
}
