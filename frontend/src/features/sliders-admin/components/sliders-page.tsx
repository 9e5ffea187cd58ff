import { MAX_SLIDERS } from '@gear/contract/limits';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import type { Slider, SliderInput } from '@gear/contract/slider';
import { useState } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import styles from '@/components/admin/admin.module.css';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { notify } from '@/components/admin/toast';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useAdminData } from '@/components/admin/use-admin-data';
import type { Transport } from '@/lib/api-client';
import { addSlider } from '../api/add-slider';
import { deleteSlider } from '../api/delete-slider';
import { getSliders } from '../api/get-sliders';
import { updateSlider } from '../api/update-slider';
import { SliderForm } from './slider-form';
import { sliderName, SlidersTable } from './sliders-table';

/** The form's mode and a counter that remounts (clears) it. */
interface FormState {
  editing: Slider | null;
  version: number;
  /** Edit was pressed: bring the form into view and focus Title. */
  focus: boolean;
}

/** /admin/slider: 'Manage Sliders' (SPEC §2, §4 Slider admin form, §5 Slider, §8 Slider). */
export function SlidersPage() {
  const list = useAdminData(getSliders, 'sliders', {
    toast: { fallback: ADMIN_MESSAGES.slidersFetchFailed },
  });
  const action = useAdminAction();
  const [confirm, confirmDialog] = useConfirm();
  const [form, setForm] = useState<FormState>({ editing: null, version: 0, focus: false });
  // The last list that loaded, kept while a reload runs so the table and the limit do not flicker.
  const sliders = list.latest;

  const resetForm = (editing: Slider | null = null, focus = false) => {
    setForm((current) => ({ editing, version: current.version + 1, focus }));
  };

  const save = async (values: SliderInput, image: File | null) => {
    const target = form.editing;
    const task = target
      ? ({ transport }: { transport: Transport }) =>
          updateSlider(target.id, values, image, { transport })
      : image
        ? ({ transport }: { transport: Transport }) => addSlider(values, image, { transport })
        : null;
    // The form never submits an add without an image.
    if (!task) return;
    const result = await action.run({ kind: 'save', id: target?.id }, task);
    if (!result) return;
    if (!result.ok) {
      notify.error(
        adminErrorMessage(result.error, {
          fallback: target ? ADMIN_MESSAGES.sliderUpdateFailed : ADMIN_MESSAGES.sliderAddFailed,
          serverError: true,
          withDetails: true,
        }),
      );
      return;
    }
    const title = values.title || ADMIN_MESSAGES.untitled;
    notify.success(
      target ? ADMIN_MESSAGES.sliderUpdated(title) : ADMIN_MESSAGES.sliderAdded(title),
    );
    resetForm();
    list.reload();
  };

  const remove = async (slider: Slider) => {
    const name = sliderName(slider);
    if (!(await confirm(`Are you sure you want to delete the slider "${name}"?`))) return;
    const result = await action.run({ kind: 'delete', id: slider.id }, () =>
      deleteSlider(slider.id),
    );
    if (!result) return;
    if (!result.ok) {
      notify.error(
        adminErrorMessage(result.error, { fallback: ADMIN_MESSAGES.sliderDeleteFailed }),
      );
      return;
    }
    console.info('Slider deleted:', result.value);
    notify.success(ADMIN_MESSAGES.sliderDeleted(name));
    // The slider being edited is gone: back to adding.
    if (form.editing && String(form.editing.id) === String(slider.id)) resetForm();
    list.reload();
  };

  const loaded = sliders !== null || list.status === 'error';
  const limitReached = form.editing === null && sliders !== null && sliders.length >= MAX_SLIDERS;

  return (
    <>
      <AdminPageHeader title="Manage Sliders">
        Upload, edit and delete the homepage sliders (at most {MAX_SLIDERS}).
      </AdminPageHeader>
      {!loaded ? null : limitReached ? (
        <div className={styles.card}>
          <p className={styles.limitReached}>{VALIDATION.sliderLimitReached}</p>
        </div>
      ) : (
        <SliderForm
          key={form.version}
          editing={form.editing}
          busy={action.busy}
          saving={action.pending?.kind === 'save'}
          progress={action.progress}
          focusOnMount={form.focus}
          onSave={(values, image) => {
            void save(values, image);
          }}
          onCancel={() => {
            // The Cancel button goes away: give focus to the fresh form's Title.
            resetForm(null, true);
          }}
        />
      )}
      <SlidersTable
        sliders={sliders}
        failed={list.status === 'error'}
        onRetry={list.reload}
        busy={action.busy}
        isDeleting={action.isDeleting}
        onEdit={(slider) => {
          resetForm(slider, true);
        }}
        onDelete={(slider) => {
          void remove(slider);
        }}
      />
      {confirmDialog}
    </>
  );
}
