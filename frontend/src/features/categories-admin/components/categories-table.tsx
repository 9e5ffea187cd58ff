import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import type { Category } from '@gear/contract/catalogue-search';
import type { Id } from '@gear/contract/common';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import { categoryAddress } from '../lib/category-address';
import type { MoveDirection } from '../lib/move-item';
import styles from './categories-admin.module.css';

/** After a move, the moved category's button of that direction gets the focus (its other one at an end). */
export interface MoveFocus {
  id: Id;
  direction: MoveDirection;
}

interface CategoriesTableProps {
  /** The categories in order, or null while the first load runs or after it failed. */
  categories: Category[] | null;
  /** The load failed: the contract's message and a retry instead of the list. */
  failed: boolean;
  onRetry: () => void;
  /** A request of the page is running. */
  busy: boolean;
  isDeleting: (id: Id) => boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onMove: (category: Category, direction: MoveDirection) => void;
  /** Where focus goes after the latest move (a new object per move). */
  moveFocus: MoveFocus | null;
  /** Read out by the polite live region: the new position after a move. */
  announcement: string;
  /** The heading gets focus after a delete removes the focused button. */
  headingRef: Ref<HTMLHeadingElement>;
}

const COLUMNS = ['Name', 'Web address', 'Products', 'Order', 'Actions'] as const;

const ARROWS: Record<MoveDirection, string> = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
};

/** 'Existing Categories': each in the owner's order with its address, product count and actions. */
export function CategoriesTable({
  categories,
  failed,
  onRetry,
  busy,
  isDeleting,
  onEdit,
  onDelete,
  onMove,
  moveFocus,
  announcement,
  headingRef,
}: CategoriesTableProps) {
  const headingId = useId();
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  // Focus follows the moved category, once per move (DOM focus only; no state is set here).
  const focused = useRef<MoveFocus | null>(null);
  useEffect(() => {
    if (!moveFocus || focused.current === moveFocus) return;
    focused.current = moveFocus;
    const buttonOf = (direction: MoveDirection) =>
      bodyRef.current?.querySelector<HTMLButtonElement>(
        `button[data-move="${direction}"][data-id="${CSS.escape(String(moveFocus.id))}"]`,
      );
    const same = buttonOf(moveFocus.direction);
    const other = buttonOf(moveFocus.direction === 'up' ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  }, [moveFocus]);

  const message = (content: ReactNode) => (
    <tr>
      <td className={adminStyles.empty} colSpan={COLUMNS.length}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (categories === null && failed) {
    body = message(
      <>
        {CATALOGUE_MESSAGES.categoriesFetchFailed}{' '}
        <button type="button" className={adminStyles.linkButton} onClick={onRetry}>
          Try again
        </button>
      </>,
    );
  } else if (categories === null) {
    body = message(<span role="status">{ADMIN_MESSAGES.loadingCategories}</span>);
  } else if (categories.length === 0) {
    body = message(ADMIN_MESSAGES.noCategories);
  } else {
    body = categories.map((category, index) => (
      <CategoryRow
        key={String(category.id)}
        category={category}
        first={index === 0}
        last={index === categories.length - 1}
        busy={busy}
        deleting={isDeleting(category.id)}
        onEdit={onEdit}
        onDelete={onDelete}
        onMove={onMove}
      />
    ));
  }

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={adminStyles.cardTitle}>
        Existing Categories
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className={adminStyles.tableWrap}>
        <table
          className={`${adminStyles.table} ${styles.table}`}
          aria-labelledby={headingId}
          aria-busy={categories === null && !failed}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef}>{body}</tbody>
        </table>
      </div>
    </section>
  );
}

function CategoryRow({
  category,
  first,
  last,
  busy,
  deleting,
  onEdit,
  onDelete,
  onMove,
}: {
  category: Category;
  first: boolean;
  last: boolean;
  busy: boolean;
  deleting: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onMove: (category: Category, direction: MoveDirection) => void;
}) {
  const { name } = category;
  const address = categoryAddress(category.slug);
  const count = category.product_count;
  const notEmpty = count !== undefined && count > 0;
  const hintId = useId();

  const moveButton = (direction: MoveDirection, atEnd: boolean) => {
    const label = `Move ${name} ${direction}`;
    return (
      <button
        type="button"
        className={styles.moveButton}
        data-move={direction}
        data-id={String(category.id)}
        aria-label={label}
        title={label}
        // At an end the move is impossible; while a request runs it is only refused
        // (aria-disabled), so the button keeps the focus during the save of a move.
        disabled={atEnd}
        aria-disabled={busy && !atEnd ? true : undefined}
        onClick={() => {
          if (!busy) onMove(category, direction);
        }}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ARROWS[direction]} />
        </svg>
      </button>
    );
  };

  return (
    <tr>
      <th scope="row" className={styles.nameCell}>
        {name}
      </th>
      <td data-label="Web address" className={styles.addressCell}>
        <a href={address} target="_blank" rel="noopener">
          {address}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </td>
      <td data-label="Products">
        {count === undefined ? <span className={adminStyles.muted}>—</span> : count}
      </td>
      <td data-label="Order">
        <div className={styles.moveButtons}>
          {moveButton('up', first)}
          {moveButton('down', last)}
        </div>
      </td>
      <td>
        <div className={adminStyles.rowActions}>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              onEdit(category);
            }}
          >
            Edit<span className="visually-hidden"> category {name}</span>
          </Button>
          <Button
            variant="danger"
            disabled={busy || notEmpty}
            aria-describedby={notEmpty ? hintId : undefined}
            onClick={() => {
              onDelete(category);
            }}
          >
            {deleting ? (
              ADMIN_MESSAGES.deleting
            ) : (
              <>
                Delete<span className="visually-hidden"> category {name}</span>
              </>
            )}
          </Button>
        </div>
        {notEmpty ? (
          <p id={hintId} className={`${adminStyles.muted} ${styles.deleteHint}`}>
            {CATALOGUE_MESSAGES.categoryNotEmpty(name, count)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
