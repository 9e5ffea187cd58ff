import { FormActions } from '@/components/admin/form-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { fileCheck, FILE_RULES, fileRuleHint } from '@gear/contract/uploads';
import type { Ebrochure } from '@gear/contract/ebrochure';
import { IMAGE_ACCEPT, PDF_ACCEPT } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import { useEffect, useId, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FileField } from '@/components/admin/file-field';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import styles from '@/components/admin/admin.module.css';
import { resolveAssetUrl } from '@/lib/asset-url';
import type { UploadProgress } from '@/lib/xhr-transport';
import type { EbrochureFiles } from '../api/save-ebrochure';
import own from './ebrochure-admin.module.css';

interface EbrochureFormProps {
  /** The brochure being edited; null when adding a new one. */
  current: Ebrochure | null;
  busy: boolean;
  progress: UploadProgress | null;
  onSave: (files: EbrochureFiles) => void;
  onCancel: () => void;
  /** Move focus to the form's heading when it appears after an action (Edit, Delete). */
  focusOnMount?: boolean;
}

/** A file chosen in a picker (FileField has already refused a wrong type or size: fileCheck). */
const chosenFile = z.nullable(z.custom<File>((value) => value instanceof File));

/**
 * SPEC §5: a new brochure needs both files, an update at least one. The message shows once, on
 * the first empty field (cover, then PDF).
 */
function ebrochureFilesSchema(editing: boolean) {
  const files = z.object({ cover: chosenFile, pdf: chosenFile });
  if (editing) {
    return files.check(
      z.refine((chosen) => chosen.cover !== null || chosen.pdf !== null, {
        message: VALIDATION.ebrochureOneRequired,
        path: ['cover'],
      }),
    );
  }
  const message = VALIDATION.ebrochureBothRequired;
  return files.check(
    z.refine((chosen) => chosen.cover !== null, { message, path: ['cover'] }),
    z.refine((chosen) => chosen.cover === null || chosen.pdf !== null, { message, path: ['pdf'] }),
  );
}

/**
 * SPEC §2/§4/§5 e-brochure form: Cover Image and PDF File, both required for a new brochure,
 * at least one for an update (the other file is kept). While editing, the current files show.
 */
export function EbrochureForm({
  current,
  busy,
  progress,
  onSave,
  onCancel,
  focusOnMount = false,
}: EbrochureFormProps) {
  const editing = current !== null;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<EbrochureFiles>({
    resolver: zodResolver(ebrochureFilesSchema(editing)),
    defaultValues: { cover: null, pdf: null },
    // The message is about the pair, so a new pick of either file clears it and the next submit checks again
    // (revalidating on change would move it to the other field).
    reValidateMode: 'onSubmit',
  });
  const cover = useController({ control, name: 'cover' }).field;
  const pdf = useController({ control, name: 'pdf' }).field;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const choose = (setFile: (file: File | null) => void) => (file: File | null) => {
    setFile(file);
    clearErrors();
  };

  const pdfUrl = resolveAssetUrl(current?.pdf_file);
  const hint = editing ? 'Optional' : 'Required';

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        {editing ? 'Update E-Brochure' : 'Add E-Brochure'}
      </h2>
      {editing ? (
        <p className={styles.muted}>
          Choose a new cover image, a new PDF, or both; the file you do not replace is kept.
        </p>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          // SPEC §5: a submit while a request runs is ignored.
          if (busy) event.preventDefault();
          else void handleSubmit(onSave)(event);
        }}
      >
        <div className={own.files}>
          <div
            className={own.slot}
            ref={(element) => {
              // The picker is what the form focuses when this field is the first invalid one.
              cover.ref(element?.querySelector('input'));
            }}
          >
            <FileField
              label="Cover Image"
              hint={hint}
              accept={IMAGE_ACCEPT}
              file={cover.value}
              onFileChange={choose(cover.onChange)}
              validate={fileCheck(FILE_RULES.ebrochureCover)}
              rules={fileRuleHint(FILE_RULES.ebrochureCover)}
              error={errors.cover?.message ?? null}
              currentUrl={current?.cover_image}
              currentLabel="Current cover"
              previewAlt="the new cover image"
              disabled={busy}
            />
          </div>
          <div
            className={own.slot}
            ref={(element) => {
              pdf.ref(element?.querySelector('input'));
            }}
          >
            <FileField
              label="PDF File"
              hint={hint}
              accept={PDF_ACCEPT}
              file={pdf.value}
              onFileChange={choose(pdf.onChange)}
              validate={fileCheck(FILE_RULES.ebrochurePdf)}
              rules={fileRuleHint(FILE_RULES.ebrochurePdf)}
              error={errors.pdf?.message ?? null}
              preview="name"
              disabled={busy}
            />
            {editing && !pdf.value ? (
              <p className={own.currentPdf}>
                <span className={styles.muted}>Current PDF:</span>{' '}
                {pdfUrl ? (
                  <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
                    View PDF
                    <span className="visually-hidden"> (current file, opens in a new tab)</span>
                  </a>
                ) : (
                  <span className={styles.muted}>No PDF</span>
                )}
              </p>
            ) : null}
          </div>
        </div>

        <UploadProgressBar progress={progress} />

        <FormActions
          editing={editing}
          busy={busy}
          saving={busy}
          addLabel="Upload E-Brochure"
          updateLabel="Update E-Brochure"
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}
