import { pageTitle } from '@/config/site';

/** The manager itself comes in a later issue. */
export function ProductsAdminPage() {
  return (
    <>
      <title>{pageTitle('Manage all Products')}</title>
      <h1>Manage all Products</h1>
      <p>Add, edit and delete products with their images and description.</p>
    </>
  );
}
