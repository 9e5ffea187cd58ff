import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE_LIMITS } from '@gear/contract/catalogue-basics';
import { SLUG_PATTERN, slugify } from '@gear/contract/catalogue-input';
import { CategoryInputSchema, type CategoryInput } from '@gear/contract/catalogue';
import { type Category } from '@gear/contract/catalogue-search';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import adminStyles from '@/components/admin/admin.module.css';
import { FormActions } from '@/components/admin/form-actions';
import { categoryAddress } from '../lib/category-address';
import styles from './categories-admin.module.css';

type CategoryFormValues = z.input<typeof CategoryInputSchema>;

/** A message of the server that belongs to one field (shown there, not as a toast). */
export interface CategoryFieldError {
  field: 'name' | 'slug';
  message: string;
}

interface CategoryFormProps {
  /** The category being renamed, or null to add one. */
  editing: Category | null;
  /** Saves; resolves to a field's error when the server refused the value (the form shows it). */
  onSave: (input: CategoryInput) => Promise<CategoryFieldError | null>;
  onCancel: () => void;
  /** A request of the page is running: every control is disabled. */
  busy: boolean;
  /** This form's save is running ('Processing...'). */
  saving: boolean;
  /** Move focus to the name once mounted (after Edit or Cancel). */
  focusOnMount: boolean;
}

/**
 * 'Add New Category' / 'Edit Category': the name and its web address (/product?category=<slug>),
 * validated with the contract's CategoryInputSchema. While adding, the address follows the name
 * (slugify) until the owner types one; an emptied address follows the name again. The page
 * remounts the form (key) to switch modes and after a save.
 */
export function CategoryForm({
  editing,
  onSave,
  onCancel,
  busy,
  saving,
  focusOnMount,
}: CategoryFormProps) {
  const isEdit = editing !== null;
  const headingId = useId();
  const nameId = useId();
  const slugId = useId();
  // The owner typed an address of their own: the name no longer writes it.
  const [slugTyped, setSlugTyped] = useState(isEdit);

  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: { name: editing?.name ?? '', slug: editing?.slug ?? '' },
  });

  useEffect(() => {
    // Focusing scrolls the field into view (below the sticky bar: scroll-margin in the CSS).
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const slug = (useWatch({ control, name: 'slug' }) ?? '').trim();
  const nameError = errors.name?.message;
  const slugError = errors.slug?.message;
  const slugHintId = `${slugId}-hint`;

  const submit = async (input: CategoryInput) => {
    const refused = await onSave(input);
    if (!refused) return;
    setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
  };

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        {isEdit ? 'Edit Category' : 'Add New Category'}
      </h2>
      <form
        className={adminStyles.form}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          void handleSubmit(submit)(event);
        }}
      >
        <div className={styles.fields}>
          <div className={adminStyles.field}>
            <label className={adminStyles.label} htmlFor={nameId}>
              Name
            </label>
            <input
              id={nameId}
              className={adminStyles.input}
              autoComplete="off"
              maxLength={CATALOGUE_LIMITS.categoryNameMax}
              disabled={busy}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              {...register('name', {
                onChange: (event: { target: HTMLInputElement }) => {
                  if (slugTyped) return;
                  setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
                },
              })}
            />
            {nameError ? (
              <p id={`${nameId}-error`} className={adminStyles.fieldError}>
                {nameError}
              </p>
            ) : null}
          </div>

          <div className={adminStyles.field}>
            <label className={adminStyles.label} htmlFor={slugId}>
              Web address <span className={adminStyles.hint}>(Optional)</span>
            </label>
            <input
              id={slugId}
              className={adminStyles.input}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CATALOGUE_LIMITS.categorySlugMax}
              disabled={busy}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={slugError ? `${slugId}-error ${slugHintId}` : slugHintId}
              {...register('slug', {
                onChange: (event: { target: HTMLInputElement }) => {
                  setSlugTyped(isEdit || event.target.value !== '');
                },
              })}
            />
            {slugError ? (
              <p id={`${slugId}-error`} className={adminStyles.fieldError}>
                {slugError}
              </p>
            ) : null}
            <p id={slugHintId} className={adminStyles.hint}>
              {SLUG_PATTERN.test(slug) ? (
                <>
                  Visitors find it at{' '}
                  <span className={styles.address}>{categoryAddress(slug)}</span>.{' '}
                </>
              ) : null}
              {isEdit
                ? 'Changing it breaks links to this category that were already shared.'
                : 'Made from the name until you type your own: lower-case letters, digits and hyphens.'}
            </p>
          </div>
        </div>

        <FormActions
          editing={isEdit}
          busy={busy}
          saving={saving}
          addLabel="Add Category"
          updateLabel="Update Category"
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}
