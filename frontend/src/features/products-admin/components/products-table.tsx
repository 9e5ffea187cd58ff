import type { Id } from '@gear/contract/common';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { subImagesOf, type Product } from '@gear/contract/product';
import type { Ref } from 'react';
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
}

const nameOf = (product: Product) => product.title?.trim() || 'Untitled';

/** 'Existing Products': Image, Title, Description (formatted), Sub Images, Actions (SPEC §2). */
export function ProductsTable({
  state,
  onEdit,
  onDelete,
  busy,
  isDeleting,
  headingRef,
}: ProductsTableProps) {
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
      {state.status === 'ready' ? (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table} aria-labelledby="products-table-heading">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Title</th>
                <th scope="col">Description</th>
                <th scope="col">Sub Images</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {state.products.length === 0 ? (
                <tr>
                  <td colSpan={5} className={adminStyles.empty}>
                    {ADMIN_MESSAGES.noProducts}
                  </td>
                </tr>
              ) : (
                state.products.map((product) => (
                  <ProductRow
                    key={String(product.id)}
                    product={product}
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
  onEdit,
  onDelete,
  busy,
  deleting,
}: {
  product: Product;
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
