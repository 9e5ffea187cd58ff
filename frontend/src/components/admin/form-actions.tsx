import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { Button } from '@/components/ui/button';
import styles from './admin.module.css';

interface FormActionsProps {
  /** Edit mode: the green update button and Cancel (SPEC §4). */
  editing: boolean;
  /** Any request of the page is running: everything is disabled. */
  busy: boolean;
  /** This form's own request is running: the submit reads 'Processing...'. */
  saving: boolean;
  addLabel: string;
  updateLabel: string;
  onCancel: () => void;
}

/** The submit button of a manager's form ('Add …' / green 'Update …') and, when editing, Cancel. */
export function FormActions({
  editing,
  busy,
  saving,
  addLabel,
  updateLabel,
  onCancel,
}: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant={editing ? 'success' : 'primary'} disabled={busy}>
        {saving ? ADMIN_MESSAGES.processing : editing ? updateLabel : addLabel}
      </Button>
      {editing ? (
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
