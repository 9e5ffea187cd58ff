import { fileCheck, fileRuleHint, subImageRule } from '@gear/contract/uploads';
import { IMAGE_ACCEPT, type SubImageSlot } from '@gear/contract/limits';
import { FileField } from '@/components/admin/file-field';
import adminStyles from '@/components/admin/admin.module.css';
import { keptSubImage, type SubImageState } from '../lib/product-form-data';
import styles from './products-admin.module.css';

interface SubImageFieldProps {
  slot: SubImageSlot;
  state: SubImageState;
  onChange: (next: SubImageState) => void;
  disabled?: boolean;
}

/**
 * One optional sub image: a new file (preview, Remove) replaces the current one; in edit mode the
 * current image can be removed (it is then not sent back, so the server drops it) or kept again.
 */
export function SubImageField({ slot, state, onChange, disabled = false }: SubImageFieldProps) {
  const name = `sub image ${slot}`;
  const kept = keptSubImage(state);
  return (
    <div className={styles.subImage}>
      <FileField
        label={`Sub Image ${slot}`}
        hint="Optional"
        accept={IMAGE_ACCEPT}
        file={state.file}
        onFileChange={(file) => {
          onChange({ ...state, file });
        }}
        validate={fileCheck(subImageRule(slot))}
        rules={fileRuleHint(subImageRule(slot))}
        currentUrl={kept}
        currentLabel="Current image"
        removable
        disabled={disabled}
        previewAlt={name}
      />
      {state.current && !state.file ? (
        state.removed ? (
          <p className={styles.removedNote}>
            <span className={adminStyles.muted}>The current image will be removed on save.</span>
            <button
              type="button"
              className={styles.undoButton}
              disabled={disabled}
              onClick={() => {
                onChange({ ...state, removed: false });
              }}
            >
              Keep<span className="visually-hidden"> current {name}</span>
            </button>
          </p>
        ) : (
          <button
            type="button"
            className={adminStyles.linkButton}
            disabled={disabled}
            onClick={() => {
              onChange({ ...state, removed: true });
            }}
          >
            Remove<span className="visually-hidden"> current {name}</span>
          </button>
        )
      ) : null}
    </div>
  );
}
