import { API_PATHS } from '@gear/contract/api-paths';
import { ProductsPage } from '@/features/products/components/products-page';
import { HandedAnswersProvider } from '@/lib/handover';
import type { Route } from './+types/products';
import { readPageData } from '../server/page-data.server';

/** The catalogue, read by the server for the first load. */
export function loader() {
  return readPageData([API_PATHS.products]);
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
