import { MAX_SLIDERS } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import type { SliderInput } from '@gear/contract/slider';
import { HttpError } from '../../http/http-error.ts';
import type { StoredSlider } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { Snapshot, Store } from '../../store/store.ts';

export const SLIDER_NOT_FOUND = 'Slider not found';

const limitReached = () => new HttpError(409, VALIDATION.sliderLimitReached);

export interface SlidersService {
  list(): Snapshot['sliders'];
  /** Fails fast before an upload is processed; the authoritative check runs inside the write. */
  assertRoomForOne(): void;
  create(input: SliderInput, imageUrl: string): Promise<StoredSlider>;
  /** Returns the slider and the image URL it no longer uses (to remove after the commit). */
  update(
    id: number,
    input: SliderInput,
    imageUrl: string | null,
  ): Promise<{ slider: StoredSlider; replaced: string | null }>;
  remove(id: number): Promise<StoredSlider>;
}

export function createSlidersService(store: Store): SlidersService {
  return {
    list: () => store.read().sliders,
    assertRoomForOne() {
      if (store.read().sliders.length >= MAX_SLIDERS) throw limitReached();
    },
    create(input, imageUrl) {
      return store.update((draft) => {
        if (draft.sliders.length >= MAX_SLIDERS) throw limitReached();
        const now = new Date().toISOString();
        const slider: StoredSlider = {
          id: nextId(draft.sliders),
          title: input.title,
          description: input.description,
          image: imageUrl,
          created_at: now,
          updated_at: now,
        };
        draft.sliders.push(slider);
        return slider;
      });
    },
    update(id, input, imageUrl) {
      return store.update((draft) => {
        const slider = draft.sliders.find((candidate) => candidate.id === id);
        if (!slider) throw new HttpError(404, SLIDER_NOT_FOUND);
        const replaced = imageUrl !== null && imageUrl !== slider.image ? slider.image : null;
        slider.title = input.title;
        slider.description = input.description;
        if (imageUrl !== null) slider.image = imageUrl;
        slider.updated_at = new Date().toISOString();
        return { slider: { ...slider }, replaced };
      });
    },
    remove(id) {
      return store.update((draft) => {
        const index = draft.sliders.findIndex((candidate) => candidate.id === id);
        const [removed] = index === -1 ? [] : draft.sliders.splice(index, 1);
        if (!removed) throw new HttpError(404, SLIDER_NOT_FOUND);
        return removed;
      });
    },
  };
}
