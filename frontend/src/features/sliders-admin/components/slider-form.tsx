import { FormActions } from '@/components/admin/form-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { fileCheck, FILE_RULES, fileRuleHint } from '@gear/contract/uploads';
import { IMAGE_ACCEPT, TEXT_LIMITS } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import {
  sliderInputSchema,
  type Slider,
  type SliderInput,
  type SliderInputSchema,
} from '@gear/contract/slider';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import styles from '@/components/admin/admin.module.css';
import { FileField } from '@/components/admin/file-field';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import type { UploadProgress } from '@/lib/xhr-transport';
import localStyles from './sliders.module.css';

type SliderFormValues = z.input<typeof SliderInputSchema>;

interface SliderFormProps {
  /** The slider being edited, or null to add a new one. */
  editing: Slider | null;
  /** A request is running: every control is disabled. */
  busy: boolean;
  /** The running request is this form's save ('Processing...'). */
  saving: boolean;
  /** Upload progress of the running save, shown under the form. */
  progress: UploadProgress | null;
  /** Scroll to the form and focus Title when it appears (Edit was pressed). */
  focusOnMount: boolean;
  onSave: (values: SliderInput, image: File | null) => void;
  onCancel: () => void;
}

/**
 * 'Add New Slider' / 'Update Slider' (SPEC §2, §4 Slider admin form). The page remounts it (key)
 * on every mode switch and after a successful save, which is what clears the fields and any
 * chosen file; a failed save keeps what was typed.
 */
export function SliderForm({
  editing,
  busy,
  saving,
  progress,
  focusOnMount,
  onSave,
  onCancel,
}: SliderFormProps) {
  const isEdit = editing !== null;
  const headingId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SliderFormValues, unknown, SliderInput>({
    // Editing: unchanged stored texts may exceed our added limits (issue 14), as on the server.
    resolver: zodResolver(sliderInputSchema(editing)),
    defaultValues: { title: editing?.title ?? '', description: editing?.description ?? '' },
  });

  useEffect(() => {
    if (!focusOnMount) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    setFocus('title');
  }, [focusOnMount, setFocus]);

  const titleError = errors.title?.message;
  // Both fields share 'Title and description are required!': show it once, under Title.
  const descriptionError = errors.description?.message;
  const ownDescriptionError = descriptionError !== titleError ? descriptionError : undefined;
  const titleErrorId = `${titleId}-error`;
  const descriptionErrorId = ownDescriptionError ? `${descriptionId}-error` : titleErrorId;

  return (
    <section
      ref={cardRef}
      className={`${styles.card} ${localStyles.card}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {isEdit ? 'Update Slider' : 'Add New Slider'}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          const imageMissing = !isEdit && image === null;
          setImageError(imageMissing ? VALIDATION.sliderImageRequired : null);
          void handleSubmit((values) => {
            if (imageMissing) {
              // Text is valid: the image is the first invalid field.
              imageRef.current?.querySelector('input')?.focus();
              return;
            }
            onSave(values, image);
          })(event);
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={titleId}>
            Title
          </label>
          <input
            id={titleId}
            className={styles.input}
            type="text"
            required
            maxLength={TEXT_LIMITS.sliderTitle}
            disabled={busy}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? titleErrorId : undefined}
            {...register('title')}
          />
          {titleError ? (
            <p id={titleErrorId} className={styles.fieldError}>
              {titleError}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={descriptionId}>
            Description
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            required
            rows={4}
            maxLength={TEXT_LIMITS.sliderDescription}
            disabled={busy}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? descriptionErrorId : undefined}
            {...register('description')}
          />
          {ownDescriptionError ? (
            <p id={descriptionErrorId} className={styles.fieldError}>
              {ownDescriptionError}
            </p>
          ) : null}
        </div>
        <div ref={imageRef}>
          <FileField
            label="Image"
            hint={isEdit ? 'Optional' : 'Required'}
            accept={IMAGE_ACCEPT}
            file={image}
            onFileChange={(file) => {
              setImage(file);
              if (file) setImageError(null);
            }}
            validate={fileCheck(FILE_RULES.sliderImage)}
            rules={fileRuleHint(FILE_RULES.sliderImage)}
            error={imageError}
            currentUrl={editing?.image}
            preview="image"
            removable
            disabled={busy}
            previewAlt="slider image"
          />
        </div>
        <FormActions
          editing={isEdit}
          busy={busy}
          saving={saving}
          addLabel="Add Slider"
          updateLabel="Update Slider"
          onCancel={onCancel}
        />
      </form>
      <UploadProgressBar progress={progress} />
    </section>
  );
}
