import { MAX_SLIDERS } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import type { ImageVariant } from '@gear/contract/image-variants';
import type { SliderInput } from '@gear/contract/slider';
import { HttpError } from '../../http/http-error.ts';
import type { StoredSlider } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { Snapshot, Store } from '../../store/store.ts';
import { assignVariants, derivativeUrls, variantsFor } from '../../uploads/image-derivatives.ts';

const SLIDER_NOT_FOUND = 'Slider not found';

const limitReached = () => new HttpError(409, VALIDATION.sliderLimitReached);

export interface SlidersService {
  list(): Snapshot['sliders'];
  /** One slider; 404 when there is none with this id. */
  get(id: number): Snapshot['sliders'][number];
  /** Fails fast before an upload is processed; the authoritative check runs inside the write. */
  assertRoomForOne(): void;
  /** `variants`: the derivatives of this request's upload, keyed by its URL. */
  create(
    input: SliderInput,
    imageUrl: string,
    variants?: Record<string, ImageVariant[]>,
  ): Promise<StoredSlider>;
  /** Returns the slider and the files it no longer uses (to remove after the commit). */
  update(
    id: number,
    input: SliderInput,
    imageUrl: string | null,
    variants?: Record<string, ImageVariant[]>,
  ): Promise<{ slider: StoredSlider; replaced: string[] }>;
  /** Returns the removed slider and its files (image and derivatives). */
  remove(id: number): Promise<{ slider: StoredSlider; removed: string[] }>;
}

export function createSlidersService(store: Store): SlidersService {
  return {
    list: () => store.read().sliders,
    get(id) {
      const slider = store.read().sliders.find((candidate) => candidate.id === id);
      if (!slider) throw new HttpError(404, SLIDER_NOT_FOUND);
      return slider;
    },
    assertRoomForOne() {
      if (store.read().sliders.length >= MAX_SLIDERS) throw limitReached();
    },
    create(input, imageUrl, variants) {
      return store.update((draft) => {
        if (draft.sliders.length >= MAX_SLIDERS) throw limitReached();
        const now = new Date().toISOString();
        const slider: StoredSlider = {
          id: nextId(draft, 'sliders'),
          title: input.title,
          description: input.description,
          image: imageUrl,
          created_at: now,
          updated_at: now,
        };
        assignVariants(slider, variantsFor([imageUrl], variants));
        draft.sliders.push(slider);
        return slider;
      });
    },
    update(id, input, imageUrl, variants) {
      return store.update((draft) => {
        const slider = draft.sliders.find((candidate) => candidate.id === id);
        if (!slider) throw new HttpError(404, SLIDER_NOT_FOUND);
        const old = slider.image;
        const replaced =
          imageUrl !== null && imageUrl !== old
            ? [old, ...derivativeUrls(slider.variants, [old])]
            : [];
        slider.title = input.title;
        slider.description = input.description;
        if (imageUrl !== null) slider.image = imageUrl;
        assignVariants(slider, variantsFor([slider.image], slider.variants, variants));
        slider.updated_at = new Date().toISOString();
        return { slider: { ...slider }, replaced };
      });
    },
    remove(id) {
      return store.update((draft) => {
        const index = draft.sliders.findIndex((candidate) => candidate.id === id);
        const [removed] = index === -1 ? [] : draft.sliders.splice(index, 1);
        if (!removed) throw new HttpError(404, SLIDER_NOT_FOUND);
        return {
          slider: removed,
          removed: [removed.image, ...derivativeUrls(removed.variants, [removed.image])],
        };
      });
    },
  };
}
