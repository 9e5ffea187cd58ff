import { FormActions } from '@/components/admin/form-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { fileCheck, FILE_RULES, fileRuleHint } from '@gear/contract/uploads';
import { IMAGE_ACCEPT, SUB_IMAGE_SLOTS } from '@gear/contract/limits';
import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { VALIDATION } from '@gear/contract/messages';
import type { Product } from '@gear/contract/product';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { FileField } from '@/components/admin/file-field';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { asRichTextHtml } from '@/lib/plain-text';
import type { UploadProgress } from '@/lib/xhr-transport';
import type { ProductCatalogue } from '../lib/product-catalogue';
import { initialSubImages, type ProductFormPayload } from '../lib/product-form-data';
import {
  productFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from '../lib/product-form-schema';
import { specDraftsOf } from '../lib/spec-rows';
import type { RichTextEditorHandle } from './rich-text-editor';
import { EditorSkeleton } from './editor-skeleton';
import { SpecsEditor } from './specs-editor';
import { SubImageField } from './sub-image-field';
import styles from './products-admin.module.css';

// Quill and its CSS load only when the form shows (their own admin chunk).
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

interface ProductFormProps {
  /** The row being edited, or null to add a product. */
  editing: Product | null;
  /** Save the product; resolves when the request is over (the page resets the form on success). */
  onSave: (payload: ProductFormPayload) => Promise<void>;
  onCancel: () => void;
  /** A request of the page is running: every control is disabled. */
  busy: boolean;
  /** This form's save is running ('Processing...'). */
  saving: boolean;
  progress: UploadProgress | null;
  /** Move focus to the title once mounted (after Edit, Cancel or a save). */
  focusOnMount?: boolean;
  /** The backend's categories (issue 20): Category and Specifications show only when `ready`. */
  catalogue: ProductCatalogue;
}

/**
 * The add / update form of the product manager (SPEC §2, §4, §5). Text fields are validated with
 * the contract's ProductInputSchema, files with the contract's upload rules; the first invalid
 * field gets focus. With a backend that keeps categories (issue 20) a Category select and the
 * Specifications editor follow the description, and are sent as category_id and specs.
 * The page remounts it (key) to switch between add and edit mode.
 */
export function ProductForm({
  editing,
  onSave,
  onCancel,
  busy,
  saving,
  progress,
  focusOnMount = false,
  catalogue,
}: ProductFormProps) {
  const isEdit = editing !== null;
  const headingId = useId();
  const titleId = useId();
  const descriptionLabelId = useId();
  const categoryId = useId();
  const mainImageRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [mainImageError, setMainImageError] = useState<string | null>(null);
  const [subImages, setSubImages] = useState(() => initialSubImages(editing));

  const {
    register,
    control,
    handleSubmit,
    setFocus,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    // Editing: the stored title and description may exceed our added limits and still be saved
    // unchanged (issue 14); the server applies the same rule.
    resolver: zodResolver(productFormSchema(editing)),
    // A plain-text description (another backend's) opens in the editor with its line breaks.
    defaultValues: {
      title: editing?.title ?? '',
      description: asRichTextHtml(editing?.description),
      category_id:
        editing?.category_id === null || editing?.category_id === undefined
          ? ''
          : String(editing.category_id),
      specRows: specDraftsOf(editing),
    },
    shouldFocusError: false,
  });
  const withCatalogue = catalogue.status === 'ready';

  useEffect(() => {
    if (focusOnMount) setFocus('title');
  }, [focusOnMount, setFocus]);

  const focusMainImage = () => {
    mainImageRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  };

  /** The main image is required when adding (checked with the text fields). */
  const checkMainImage = () => {
    const missing = !isEdit && !mainImage;
    setMainImageError(missing ? VALIDATION.productMainImageRequired : null);
    return missing;
  };

  const onValid = async (values: ProductFormOutput) => {
    if (checkMainImage()) {
      focusMainImage();
      return;
    }
    await onSave({
      title: values.title,
      description: values.description,
      mainImage,
      subImages,
      // Only a backend that keeps categories gets them (issue 20); rows left empty are dropped.
      catalogue: withCatalogue
        ? { categoryId: values.category_id ?? '', specs: JSON.stringify(values.specRows) }
        : null,
    });
  };

  const onInvalid = (fieldErrors: FieldErrors<ProductFormValues>) => {
    const mainMissing = checkMainImage();
    // Focus follows the order of the fields on screen.
    if (fieldErrors.title) setFocus('title');
    else if (mainMissing) focusMainImage();
    else if (fieldErrors.description) editorRef.current?.focus();
    else if (withCatalogue && fieldErrors.category_id) setFocus('category_id');
    else if (withCatalogue && fieldErrors.specRows) focusFirstSpecError(fieldErrors.specRows);
  };

  /** The first row with a problem: its name, else its value, else its unit. */
  const focusFirstSpecError = (
    rowErrors: NonNullable<FieldErrors<ProductFormValues>['specRows']>,
  ) => {
    const count = getValues('specRows').length;
    for (let index = 0; index < count; index += 1) {
      const row = rowErrors[index];
      const field = row?.name ? 'name' : row?.value ? 'value' : row?.unit ? 'unit' : null;
      if (field) {
        setFocus(`specRows.${index}.${field}`);
        return;
      }
    }
  };

  const titleError = errors.title?.message;
  const descriptionError = errors.description?.message;

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        {isEdit ? 'Edit Product' : 'Add New Product'}
      </h2>
      <form
        className={adminStyles.form}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          void handleSubmit(onValid, onInvalid)(event);
        }}
      >
        <div className={adminStyles.field}>
          <label className={adminStyles.label} htmlFor={titleId}>
            Product Title
          </label>
          <input
            id={titleId}
            className={adminStyles.input}
            autoComplete="off"
            disabled={busy}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${titleId}-error` : undefined}
            {...register('title')}
          />
          {titleError ? (
            <p id={`${titleId}-error`} className={adminStyles.fieldError}>
              {titleError}
            </p>
          ) : null}
        </div>

        <div ref={mainImageRef} className={styles.mainImage}>
          <FileField
            label="Main Image"
            hint={isEdit ? 'Optional' : 'Required'}
            accept={IMAGE_ACCEPT}
            file={mainImage}
            onFileChange={(file) => {
              setMainImage(file);
              if (file) setMainImageError(null);
            }}
            validate={fileCheck(FILE_RULES.productImage)}
            rules={fileRuleHint(FILE_RULES.productImage)}
            error={mainImageError}
            currentUrl={editing?.product_image}
            currentLabel="Current image"
            removable
            disabled={busy}
            previewAlt="main image"
          />
        </div>

        <fieldset className={styles.subImages} disabled={busy}>
          <legend className={adminStyles.label}>
            Sub Images <span className={adminStyles.hint}>(Optional, up to 6)</span>
          </legend>
          <div className={styles.subImageGrid}>
            {SUB_IMAGE_SLOTS.map((slot) => (
              <SubImageField
                key={slot}
                slot={slot}
                state={subImages[slot]}
                disabled={busy}
                onChange={(next) => {
                  setSubImages((previous) => ({ ...previous, [slot]: next }));
                }}
              />
            ))}
          </div>
        </fieldset>

        <div className={adminStyles.field}>
          <span id={descriptionLabelId} className={adminStyles.label}>
            Description
          </span>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <Suspense fallback={<EditorSkeleton />}>
                <RichTextEditor
                  ref={editorRef}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelId={descriptionLabelId}
                  describedBy={descriptionError ? `${descriptionLabelId}-error` : undefined}
                  invalid={Boolean(descriptionError)}
                  disabled={busy}
                />
              </Suspense>
            )}
          />
          {descriptionError ? (
            <p id={`${descriptionLabelId}-error`} className={adminStyles.fieldError}>
              {descriptionError}
            </p>
          ) : null}
        </div>

        {catalogue.status === 'ready' ? (
          <>
            <div className={adminStyles.field}>
              <label className={adminStyles.label} htmlFor={categoryId}>
                Category
              </label>
              <select
                id={categoryId}
                className={`${adminStyles.input} ${styles.categorySelect}`}
                disabled={busy}
                {...register('category_id')}
              >
                <option value="">No category</option>
                {catalogue.categories.map((category) => (
                  <option key={String(category.id)} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <SpecsEditor
              form={{ control, register, setValue, getValues, setFocus }}
              errors={errors.specRows}
              busy={busy}
            />
          </>
        ) : null}
        {catalogue.status === 'error' ? (
          <p className={styles.catalogueError}>
            {CATALOGUE_MESSAGES.categoriesFetchFailed}{' '}
            <button type="button" className={adminStyles.linkButton} onClick={catalogue.retry}>
              Try again
            </button>
          </p>
        ) : null}

        <FormActions
          editing={isEdit}
          busy={busy}
          saving={saving}
          addLabel="Add Product"
          updateLabel="Update Product"
          onCancel={onCancel}
        />
        <UploadProgressBar progress={progress} />
      </form>
    </section>
  );
}
