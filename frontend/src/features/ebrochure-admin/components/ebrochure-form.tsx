import { FormActions } from '@/components/admin/form-actions';
import { fileCheck, FILE_RULES } from '@gear/contract/uploads';
import type { Ebrochure } from '@gear/contract/ebrochure';
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  MIB,
  PDF_ACCEPT,
  PDF_MAX_BYTES,
} from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FileField } from '@/components/admin/file-field';
import { UploadProgressBar } from '@/components/admin/upload-progress';
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

type Slot = keyof EbrochureFiles;

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
  const fieldRefs = useRef<Record<Slot, HTMLDivElement | null>>({ cover: null, pdf: null });
  const [files, setFiles] = useState<EbrochureFiles>({ cover: null, pdf: null });
  // The 'both required' / 'at least one' message, shown on the first empty field.
  const [missing, setMissing] = useState<{ slot: Slot; message: string } | null>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const choose = (slot: Slot) => (file: File | null) => {
    setMissing(null);
    setFiles((previous) => ({ ...previous, [slot]: file }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const firstEmpty: Slot | null = !files.cover ? 'cover' : !files.pdf ? 'pdf' : null;
    const incomplete = editing ? !files.cover && !files.pdf : firstEmpty !== null;
    if (incomplete && firstEmpty) {
      setMissing({
        slot: firstEmpty,
        message: editing ? VALIDATION.ebrochureOneRequired : VALIDATION.ebrochureBothRequired,
      });
      fieldRefs.current[firstEmpty]?.querySelector('input')?.focus();
      return;
    }
    onSave(files);
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
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div className={own.files}>
          <div
            className={own.slot}
            ref={(element) => {
              fieldRefs.current.cover = element;
            }}
          >
            <FileField
              label="Cover Image"
              hint={hint}
              accept={IMAGE_ACCEPT}
              file={files.cover}
              onFileChange={choose('cover')}
              validate={fileCheck(FILE_RULES.ebrochureCover)}
              error={missing?.slot === 'cover' ? missing.message : null}
              currentUrl={current?.cover_image}
              currentLabel="Current cover"
              previewAlt="the new cover image"
              disabled={busy}
            />
            <p className={styles.muted}>JPEG, JPG, PNG or GIF, under {IMAGE_MAX_BYTES / MIB} MB.</p>
          </div>
          <div
            className={own.slot}
            ref={(element) => {
              fieldRefs.current.pdf = element;
            }}
          >
            <FileField
              label="PDF File"
              hint={hint}
              accept={PDF_ACCEPT}
              file={files.pdf}
              onFileChange={choose('pdf')}
              validate={fileCheck(FILE_RULES.ebrochurePdf)}
              error={missing?.slot === 'pdf' ? missing.message : null}
              preview="name"
              disabled={busy}
            />
            <p className={styles.muted}>PDF, up to {PDF_MAX_BYTES / MIB} MB.</p>
            {editing && !files.pdf ? (
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
