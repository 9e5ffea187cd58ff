import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import type { Category } from '@gear/contract/catalogue-search';
import type { CategoryInput } from '@gear/contract/catalogue';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useRef, useState } from 'react';
import { adminErrorMessage, successMessage } from '@/components/admin/admin-error';
import { UnsupportedNotice } from '@/components/admin/admin-list/unsupported-notice';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import adminStyles from '@/components/admin/admin.module.css';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { notify } from '@/components/admin/toast';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useCategories } from '@/components/admin/use-categories';
import { isApiError } from '@/lib/api-client';
import { addCategory } from '../api/add-category';
import { deleteCategory } from '../api/delete-category';
import { reorderCategories } from '../api/reorder-categories';
import { updateCategory } from '../api/update-category';
import { moveItem, type MoveDirection } from '../lib/move-item';
import { CategoriesTable, type MoveFocus } from './categories-table';
import { CategoryForm, type CategoryFieldError } from './category-form';

/** A 401 is handled by the api-client (token removed, back to /admin): nothing to show here. */
const isUnauthorized = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 401;

const SLUG_MESSAGES: readonly string[] = [
  CATALOGUE_MESSAGES.categorySlugTaken,
  CATALOGUE_MESSAGES.categorySlugInvalid,
];
const NAME_MESSAGES: readonly string[] = [
  CATALOGUE_MESSAGES.categoryNameTaken,
  CATALOGUE_MESSAGES.categoryNameRequired,
];

/** A refusal of the server about one field (400/409 with its message) goes next to that field. */
function fieldErrorOf(error: unknown): CategoryFieldError | null {
  if (!isApiError(error) || error.kind !== 'http' || !error.serverError) return null;
  if (error.status !== 400 && error.status !== 409) return null;
  const message = error.serverError;
  if (SLUG_MESSAGES.includes(message)) return { field: 'slug', message };
  if (NAME_MESSAGES.includes(message) || message.startsWith('Category name'))
    return { field: 'name', message };
  return null;
}

/** The pending action of a move (the form's saves carry the edited category's id, or none). */
const ORDER_ROW = 'category-order';

/** The form's mode and a counter that remounts (clears) it. */
interface FormState {
  editing: Category | null;
  version: number;
  /** Focus the name once the form shows (after Edit, Cancel or a save). */
  focus: boolean;
}

/**
 * /admin/categories (issue 20): the product categories in the owner's order, each with its
 * address on the public catalogue and its product count; add, rename (name and address), move up
 * or down (saved at once), delete an empty one. A backend without categories (404) gets a
 * sentence instead (ADR 0023).
 */
export function CategoriesAdminPage() {
  const list = useCategories();
  const action = useAdminAction();
  const [confirm, confirmDialog] = useConfirm();
  const [form, setForm] = useState<FormState>({ editing: null, version: 0, focus: false });
  // The order shown after a move (optimistic, then the server's answer); a newer load replaces it.
  const [order, setOrder] = useState<{ from: Category[] | null; list: Category[] } | null>(null);
  const [moveFocus, setMoveFocus] = useState<MoveFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { reload } = list;

  const answer = list.latest;
  // Adjusting state while rendering: a new answer of the server wins over the local order.
  if (order !== null && order.from !== answer) setOrder(null);
  const categories = order !== null && order.from === answer ? order.list : answer;

  const resetForm = (editing: Category | null = null, focus = false) => {
    setForm((current) => ({ editing, version: current.version + 1, focus }));
  };

  const save = async (input: CategoryInput): Promise<CategoryFieldError | null> => {
    const target = form.editing;
    const result = await action.run({ kind: 'save', id: target?.id }, () =>
      target ? updateCategory(target.id, input) : addCategory(input),
    );
    if (!result) return null;
    if (!result.ok) {
      if (isUnauthorized(result.error)) return null;
      const refused = fieldErrorOf(result.error);
      if (refused) return refused;
      notify.error(
        adminErrorMessage(result.error, {
          fallback: CATALOGUE_MESSAGES.categorySaveFailed,
          serverError: true,
          network: false,
        }),
      );
      // Gone meanwhile (404) or the list changed (the limit): show what the server has now.
      if (isApiError(result.error) && result.error.kind === 'http') reload();
      return null;
    }
    notify.success(
      successMessage(
        result.value,
        target ? CATALOGUE_MESSAGES.categoryUpdated : CATALOGUE_MESSAGES.categoryAdded,
      ),
    );
    resetForm(null, true);
    reload();
    return null;
  };

  const remove = async (category: Category) => {
    if (action.busy) return;
    if (!(await confirm(CATALOGUE_MESSAGES.categoryDeleteConfirm(category.name)))) return;
    const result = await action.run({ kind: 'delete', id: category.id }, () =>
      deleteCategory(category.id),
    );
    if (!result) return;
    if (!result.ok) {
      if (isUnauthorized(result.error)) return;
      // 409: products were put in it meanwhile; the server says how many.
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.categoryDeleteFailed,
          serverError: true,
          network: false,
        }),
      );
      if (isApiError(result.error) && result.error.kind === 'http') reload();
      return;
    }
    notify.success(successMessage(result.value, CATALOGUE_MESSAGES.categoryDeleted));
    if (form.editing && String(form.editing.id) === String(category.id)) resetForm();
    reload();
    headingRef.current?.focus();
  };

  const move = async (category: Category, direction: MoveDirection) => {
    if (action.busy || categories === null) return;
    const index = categories.findIndex((item) => String(item.id) === String(category.id));
    const next = moveItem(categories, index, direction);
    if (!next) return;
    const from = answer;
    const previous = categories;
    setOrder({ from, list: next });
    setMoveFocus({ id: category.id, direction });
    const result = await action.run({ kind: 'save', id: ORDER_ROW }, () =>
      reorderCategories(next.map((item) => item.id)),
    );
    if (!result) {
      setOrder({ from, list: previous });
      return;
    }
    if (!result.ok) {
      setOrder({ from, list: previous });
      if (isUnauthorized(result.error)) return;
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.categoriesReorderFailed,
          serverError: true,
          network: false,
        }),
      );
      // 400: the list changed meanwhile (categoryOrderMismatch); load it again.
      if (isApiError(result.error) && result.error.kind === 'http') reload();
      return;
    }
    const saved = result.value;
    setOrder({ from, list: saved });
    const position = saved.findIndex((item) => String(item.id) === String(category.id)) + 1;
    setAnnouncement(
      `${category.name} moved to position ${String(position)} of ${String(saved.length)}.`,
    );
    notify.success(CATALOGUE_MESSAGES.categoriesReordered);
  };

  const header = (
    <AdminPageHeader title="Manage Categories">
      Group the products into categories; visitors filter the catalogue by them, in this order.
    </AdminPageHeader>
  );

  if (list.status === 'unsupported') {
    return (
      <>
        {header}
        <UnsupportedNotice>{ADMIN_MESSAGES.categoriesUnsupported}</UnsupportedNotice>
      </>
    );
  }

  // A 401 has already sent the owner to the login page: no error to show meanwhile.
  const failed = list.status === 'error' && !isUnauthorized(list.error);
  const loaded = categories !== null || failed;
  const limitReached =
    form.editing === null &&
    categories !== null &&
    categories.length >= CATALOGUE_LIMITS.maxCategories;

  return (
    <>
      {header}
      {!loaded ? null : limitReached ? (
        <div className={adminStyles.card}>
          <p className={adminStyles.limitReached}>{CATALOGUE_MESSAGES.categoryLimit}</p>
        </div>
      ) : (
        <CategoryForm
          key={form.version}
          editing={form.editing}
          onSave={save}
          onCancel={() => {
            resetForm(null, true);
          }}
          busy={action.busy}
          saving={action.pending?.kind === 'save' && action.pending.id !== ORDER_ROW}
          focusOnMount={form.focus}
        />
      )}
      <CategoriesTable
        categories={categories}
        failed={failed}
        onRetry={reload}
        busy={action.busy}
        isDeleting={action.isDeleting}
        onEdit={(category) => {
          resetForm(category, true);
        }}
        onDelete={(category) => {
          void remove(category);
        }}
        onMove={(category, direction) => {
          void move(category, direction);
        }}
        moveFocus={moveFocus}
        announcement={announcement}
        headingRef={headingRef}
      />
      {confirmDialog}
    </>
  );
}
