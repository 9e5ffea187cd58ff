import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import type { Category } from '@gear/contract/catalogue-search';
import type { Id } from '@gear/contract/common';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { subImagesOf, type Product } from '@gear/contract/product';
import { useId, useState, type Ref } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import styles from './products-admin.module.css';

export type ProductsTableState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; products: Product[] };

interface ProductsTableProps {
  state: ProductsTableState;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  busy: boolean;
  isDeleting: (id: Id) => boolean;
  /** The heading gets focus after a delete removes the focused button. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The backend's categories in order (issue 20): a Category column and a filter above the table.
   * null: a backend without categories (or not known yet), the table of SPEC.
   */
  categories: Category[] | null;
}

/** The filter's values besides a category id: every product, or those without a category. */
const ALL = 'all';
const NONE = 'none';

const countText = (shown: number, total: number) =>
  `Showing ${String(shown)} of ${String(total)} ${total === 1 ? 'product' : 'products'}`;

const nameOf = (product: Product) => product.title?.trim() || 'Untitled';

/** 'Existing Products': Image, Title, Description (formatted), Sub Images, Actions (SPEC §2). */
export function ProductsTable({
  state,
  onEdit,
  onDelete,
  busy,
  isDeleting,
  headingRef,
  categories,
}: ProductsTableProps) {
  const filterId = useId();
  const [filter, setFilter] = useState(ALL);
  const namesById = new Map(categories?.map((category) => [String(category.id), category.name]));
  const categoryOf = (product: Product) =>
    product.category_id === null || product.category_id === undefined
      ? null
      : String(product.category_id);
  // A category deleted meanwhile is no filter any more: all products again.
  const active = filter === ALL || filter === NONE || namesById.has(filter) ? filter : ALL;
  const all = state.status === 'ready' ? state.products : [];
  const shown =
    categories === null || active === ALL
      ? all
      : all.filter((product) =>
          active === NONE ? categoryOf(product) === null : categoryOf(product) === active,
        );
  const columns = categories === null ? 5 : 6;

  return (
    <section className={adminStyles.card} aria-labelledby="products-table-heading">
      <h2
        id="products-table-heading"
        ref={headingRef}
        tabIndex={-1}
        className={adminStyles.cardTitle}
      >
        Existing Products
      </h2>
      {state.status === 'loading' ? (
        <p className={adminStyles.empty} role="status">
          {ADMIN_MESSAGES.loadingProducts}
        </p>
      ) : null}
      {/* The toast announces the failure; this copy stays where the table would be. */}
      {state.status === 'error' ? <p className={styles.loadError}>{state.message}</p> : null}
      {state.status === 'ready' && categories !== null ? (
        <div className={styles.tableFilter}>
          <div className={adminStyles.field}>
            <label className={adminStyles.label} htmlFor={filterId}>
              Filter by category
            </label>
            <select
              id={filterId}
              className={adminStyles.input}
              value={active}
              onChange={(event) => {
                setFilter(event.target.value);
              }}
            >
              <option value={ALL}>All categories</option>
              {categories.map((category) => (
                <option key={String(category.id)} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
              <option value={NONE}>No category</option>
            </select>
          </div>
          <p className={styles.tableCount} aria-live="polite">
            {countText(shown.length, all.length)}
          </p>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table} aria-labelledby="products-table-heading">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Title</th>
                {categories === null ? null : <th scope="col">Category</th>}
                <th scope="col">Description</th>
                <th scope="col">Sub Images</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={columns} className={adminStyles.empty}>
                    {all.length === 0 ? ADMIN_MESSAGES.noProducts : CATALOGUE_MESSAGES.noMatches}
                  </td>
                </tr>
              ) : (
                shown.map((product) => (
                  <ProductRow
                    key={String(product.id)}
                    product={product}
                    category={
                      categories === null
                        ? undefined
                        : (namesById.get(categoryOf(product) ?? '') ?? null)
                    }
                    onEdit={onEdit}
                    onDelete={onDelete}
                    busy={busy}
                    deleting={isDeleting(product.id)}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function ProductRow({
  product,
  category,
  onEdit,
  onDelete,
  busy,
  deleting,
}: {
  product: Product;
  /** Its category's name, null for none; undefined: no Category column. */
  category: string | null | undefined;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  busy: boolean;
  deleting: boolean;
}) {
  const name = nameOf(product);
  const subImages = subImagesOf(product);
  return (
    <tr>
      <td>
        <AdminThumbnail
          src={product.product_image}
          variants={product.variants}
          alt={name}
          missingText="No image"
        />
      </td>
      {/* In a card (below 768px) the title reads as its heading: no label, and the row header
          keeps the title alone as its name. */}
      <th scope="row" className={styles.titleCell}>
        {product.title?.trim() || <span className={adminStyles.muted}>No title</span>}
      </th>
      {category === undefined ? null : (
        <td data-label="Category">
          {category ?? (
            <span className={adminStyles.muted}>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">No category</span>
            </span>
          )}
        </td>
      )}
      <td className={styles.descriptionCell} data-label="Description">
        {product.description?.trim() ? (
          <RichText className={styles.description} html={product.description} />
        ) : (
          <span className={adminStyles.muted}>No description</span>
        )}
      </td>
      <td data-label="Sub Images">
        {subImages.length > 0 ? (
          <ul className={styles.subThumbs} aria-label={`Sub images of ${name}`}>
            {subImages.map((url, index) => (
              <li key={`${String(index)}-${url}`}>
                <AdminThumbnail
                  src={url}
                  variants={product.variants}
                  alt={`${name}, sub image ${index + 1}`}
                  width={56}
                  height={40}
                />
              </li>
            ))}
          </ul>
        ) : (
          <span className={adminStyles.muted}>No sub images</span>
        )}
      </td>
      <td>
        <div className={adminStyles.rowActions}>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              onEdit(product);
            }}
          >
            Edit<span className="visually-hidden"> product {name}</span>
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              onDelete(product);
            }}
          >
            {deleting ? (
              ADMIN_MESSAGES.deleting
            ) : (
              <>
                Delete<span className="visually-hidden"> product {name}</span>
              </>
            )}
          </Button>
        </div>
      </td>
    </tr>
  );
}
