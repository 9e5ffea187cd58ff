import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import type { Product } from '@gear/contract/product';
import { useCallback, useRef, useState } from 'react';
import { adminErrorMessage, successMessage } from '@/components/admin/admin-error';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { notify } from '@/components/admin/toast';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useAdminData } from '@/components/admin/use-admin-data';
import { useCategories } from '@/components/admin/use-categories';
import { isApiError } from '@/lib/api-client';
import { addProduct } from '../api/add-product';
import { deleteProduct } from '../api/delete-product';
import { getAdminProducts } from '../api/get-admin-products';
import { updateProduct } from '../api/update-product';
import type { ProductCatalogue } from '../lib/product-catalogue';
import { buildProductFormData, type ProductFormPayload } from '../lib/product-form-data';
import { ProductForm } from './product-form';
import { ProductsTable, type ProductsTableState } from './products-table';

/** A 401 is handled by the api-client (token removed, back to /admin): nothing to show here. */
const isUnauthorized = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 401;

/** /admin/sub-category: 'Manage all Products' (SPEC §2, §4 Product admin form, §8 Products). */
export function ProductsAdminPage() {
  // SPEC §8 Products: the same message when the backend cannot be reached.
  const list = useAdminData(getAdminProducts, 'products', {
    toast: { fallback: ADMIN_MESSAGES.productsFetchFailed, network: false },
  });
  // Issue 20: whether the backend keeps categories (404: it does not; the manager is SPEC's). The
  // form says so itself when they fail to load, so no toast.
  const categories = useCategories({ quiet: true });
  const action = useAdminAction();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<Product | null>(null);
  /** Bumped to remount the form (fresh add mode after a save or cancel). */
  const [formVersion, setFormVersion] = useState(0);
  const [focusForm, setFocusForm] = useState(false);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const tableHeadingRef = useRef<HTMLHeadingElement>(null);
  const { reload } = list;

  const toAddMode = useCallback(() => {
    setEditing(null);
    setFormVersion((version) => version + 1);
  }, []);

  const startEdit = (product: Product) => {
    setEditing(product);
    setFocusForm(true);
    setFormVersion((version) => version + 1);
  };

  // SPEC §4: Cancel, like a successful save, returns to add mode and reloads the list.
  const cancelEdit = () => {
    setFocusForm(true);
    toAddMode();
    reload();
  };

  const save = async (payload: ProductFormPayload) => {
    const body = buildProductFormData(payload);
    const id = editing?.id;
    const result = await action.run({ kind: 'save', id }, ({ transport }) =>
      id === undefined ? addProduct(body, { transport }) : updateProduct(id, body, { transport }),
    );
    if (!result) return;
    if (!result.ok) {
      if (isUnauthorized(result.error)) return;
      console.error('Product save failed:', result.error);
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.productSaveFailed,
          serverError: true,
          network: false,
        }),
      );
      return;
    }
    notify.success(
      successMessage(
        result.value,
        id === undefined ? ADMIN_MESSAGES.productAdded : ADMIN_MESSAGES.productUpdated,
      ),
    );
    setFocusForm(true);
    toAddMode();
    reload();
  };

  const remove = async (product: Product) => {
    if (action.busy) return;
    if (!(await confirm(VALIDATION.productDeleteConfirm))) return;
    const result = await action.run({ kind: 'delete', id: product.id }, () =>
      deleteProduct(product.id),
    );
    if (!result) return;
    if (!result.ok) {
      if (isUnauthorized(result.error)) return;
      console.error('Product delete failed:', result.error);
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.productDeleteFailed,
          serverError: true,
          network: false,
        }),
      );
      return;
    }
    notify.success(successMessage(result.value, ADMIN_MESSAGES.productDeleted));
    // SPEC §4: the row is removed locally, without reloading the list.
    setRemovedIds((previous) => new Set(previous).add(String(product.id)));
    if (editing && String(editing.id) === String(product.id)) toAddMode();
    tableHeadingRef.current?.focus();
  };

  const tableState: ProductsTableState =
    list.status === 'success'
      ? {
          status: 'ready',
          products: list.data.filter((product) => !removedIds.has(String(product.id))),
        }
      : list.status === 'error'
        ? isUnauthorized(list.error)
          ? { status: 'loading' }
          : { status: 'error', message: ADMIN_MESSAGES.productsFetchFailed }
        : { status: 'loading' };

  const catalogue: ProductCatalogue =
    categories.latest !== null
      ? { status: 'ready', categories: categories.latest }
      : categories.status === 'error' && !isUnauthorized(categories.error)
        ? { status: 'error', retry: categories.reload }
        : { status: categories.status === 'unsupported' ? 'unsupported' : 'loading' };

  return (
    <>
      <AdminPageHeader title="Manage all Products">
        Add, edit and delete products with their images and description.
      </AdminPageHeader>
      <ProductForm
        key={`${String(formVersion)}-${editing ? String(editing.id) : 'new'}`}
        editing={editing}
        onSave={save}
        onCancel={cancelEdit}
        busy={action.busy}
        saving={action.pending?.kind === 'save'}
        progress={action.progress}
        focusOnMount={focusForm}
        catalogue={catalogue}
      />
      <ProductsTable
        state={tableState}
        onEdit={startEdit}
        onDelete={(product) => {
          void remove(product);
        }}
        busy={action.busy}
        isDeleting={action.isDeleting}
        headingRef={tableHeadingRef}
        categories={catalogue.status === 'ready' ? catalogue.categories : null}
      />
      {confirmDialog}
    </>
  );
}
