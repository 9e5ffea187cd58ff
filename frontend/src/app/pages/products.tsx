import { API_PATHS } from '@gear/contract/api-paths';
import { readCatalogueState } from '@gear/contract/catalogue-basics';
import { redirect } from 'react-router';
import { ProductsPage } from '@/features/products/components/products-page';
import {
  isUnknownCategoryAnswer,
  normalizeSubmittedQuery,
} from '@/features/products/lib/catalogue-address';
import { catalogueApiPath } from '@/features/products/lib/catalogue-links';
import { HandedAnswersProvider } from '@/lib/handover';
import type { Route } from './+types/products';
import { readPageData } from '../server/page-data.server';

/**
 * The catalogue, read by the server for the first load: the whole list (SPEC §3) and which of its
 * products the address asks for (issue 20: GET /api/catalogue with the page's own query; a
 * backend without it answers 404 and the page is SPEC's). A category that does not exist is a 404
 * page. The filter form submitted without JavaScript (`module.from=2&module.to=3`) is redirected
 * to the address it stands for (`module=2..3`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const submitted = normalizeSubmittedQuery(params);
  if (submitted !== null) return redirect(submitted);
  const address = readCatalogueState(params);
  const catalogue = catalogueApiPath(address);
  return readPageData([API_PATHS.products, catalogue], {
    status: (answers) => (isUnknownCategoryAnswer(address, answers[catalogue]) ? 404 : 200),
  });
}

/** After the first load the page fetches in the browser, with its loading text (SPEC §4). */
export function clientLoader() {
  return null;
}

export { pageHeaders as headers } from '../page-headers';

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <HandedAnswersProvider answers={loaderData?.answers}>
      <ProductsPage />
    </HandedAnswersProvider>
  );
}
