import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_ACCEPT } from '@gear/contract/limits';
import { FILE_RULES, fileRuleHint } from '@gear/contract/uploads';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { adminErrorMessage } from '@/components/admin/admin-error';
import { FileDrop } from '@/components/admin/file-drop';
import adminStyles from '@/components/admin/admin.module.css';
import { notify } from '@/components/admin/toast';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import type { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { uploadGalleryImages } from '../api/upload-gallery-images';
import { addToSelection } from '../lib/pending-selection';
import styles from './gallery-admin.module.css';
import { PendingPreview } from './pending-preview';

type AdminAction = ReturnType<typeof useAdminAction>;

/**
 * The pending selection (SPEC §5 Gallery): at least one image. Each file was checked when picked
 * (addToSelection: type, size, duplicate name, the per-upload cap).
 */
const GalleryUploadSchema = z.object({
  images: z
    .array(z.custom<File>((value) => value instanceof File))
    .check(z.minLength(1, VALIDATION.gallerySelectAtLeastOne)),
});
type GalleryUploadValues = z.infer<typeof GalleryUploadSchema>;

/**
 * The multi-file picker (SPEC §2 /admin/gallery): every pick adds to the pending selection,
 * refused files are named next to the picker, and 'Upload Gallery' sends the selection at once.
 */
export function GalleryUploadCard({
  action,
  onUploaded,
}: {
  action: AdminAction;
  onUploaded: () => void;
}) {
  const id = useId();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GalleryUploadValues>({
    resolver: zodResolver(GalleryUploadSchema),
    defaultValues: { images: [] },
  });
  // The picker stays uncontrolled (a file input's value cannot be set): the selection is the value.
  const {
    field: { value: files, onChange: setFiles, ref: pickerRef },
  } = useController({ control, name: 'images' });
  // The files refused by the last pick, each named.
  const [refused, setRefused] = useState<string[]>([]);
  const uploading = action.pending?.kind === 'save' && action.pending.id === undefined;

  const pick = (picked: File[]) => {
    const result = addToSelection(files, picked);
    setFiles(result.files);
    setRefused(result.messages);
  };

  const upload = async ({ images }: GalleryUploadValues) => {
    const result = await action.run({ kind: 'save' }, ({ transport }) =>
      uploadGalleryImages(images, { transport }),
    );
    if (!result) return;
    if (result.ok) {
      notify.success(ADMIN_MESSAGES.galleryUploaded);
      reset();
      setRefused([]);
      onUploaded();
    } else {
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.galleryUploadFailed,
          serverError: true,
          network: false,
        }),
      );
    }
  };

  const required = errors.images?.message;
  const messages = required ? [required, ...refused] : refused;
  const hasMessages = messages.length > 0;
  return (
    <section className={adminStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={adminStyles.cardTitle}>
        Upload Images
      </h2>
      <form
        className={adminStyles.form}
        noValidate
        onSubmit={(event) => {
          void handleSubmit(upload, () => {
            setRefused([]);
          })(event);
        }}
      >
        <div className={adminStyles.field}>
          <label className={adminStyles.label} htmlFor={id}>
            Gallery images
          </label>
          <FileDrop
            id={id}
            inputRef={pickerRef}
            accept={IMAGE_ACCEPT}
            multiple
            rules={fileRuleHint(FILE_RULES.galleryImages)}
            disabled={action.busy}
            errorId={hasMessages ? `${id}-errors` : undefined}
            onFiles={pick}
          />
          {hasMessages ? (
            <div id={`${id}-errors`} role="alert">
              <ul className={`${adminStyles.fieldError} ${styles.messages}`}>
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {files.length > 0 ? (
          <ul className={styles.pendingList} aria-label="Selected images">
            {files.map((file) => (
              <PendingPreview
                key={file.name}
                file={file}
                disabled={action.busy}
                onRemove={() => {
                  setFiles(files.filter((other) => other !== file));
                }}
              />
            ))}
          </ul>
        ) : null}
        <div className={adminStyles.actions}>
          <Button type="submit" disabled={action.busy}>
            {uploading ? ADMIN_MESSAGES.processing : 'Upload Gallery'}
          </Button>
          {files.length > 0 ? (
            <span className={adminStyles.muted}>
              {files.length === 1 ? '1 image selected' : `${files.length} images selected`}
            </span>
          ) : null}
        </div>
        {uploading ? <UploadProgressBar progress={action.progress} /> : null}
      </form>
    </section>
  );
}
