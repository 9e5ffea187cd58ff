import { API_PATHS } from '@gear/contract/api-paths';
import { ProductDetailPage } from '@/features/products/components/product-detail-page';
import { HandedAnswersProvider } from '@/lib/handover';
import type { Route } from './+types/product-detail';
import { readPageData } from '../server/page-data.server';

/** The backend has no such product (404), or the id cannot be one (400). */
const isUnknownProduct = (status: number) => status === 404 || status === 400;

/**
 * The product, read by the server for the first load. An unknown product is a 404 page; any other
 * failure is left to the browser, which alone can fall back to the cached list (SPEC §8).
 */
export function loader({ params }: Route.LoaderArgs) {
  const path = API_PATHS.product(params.id);
  return readPageData([path], {
    keep: (answer) => answer.ok || isUnknownProduct(answer.status),
    status: (answers) => (isUnknownProduct(answers[path]?.status ?? 200) ? 404 : 200),
  });
}

/** After the first load the page fetches in the browser, with its spinner (SPEC §4). */
export function clientLoader() {
  return null;
}

export { pageHeaders as headers } from '../page-headers';

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return (
    <HandedAnswersProvider answers={loaderData?.answers}>
      <ProductDetailPage />
    </HandedAnswersProvider>
  );
}
