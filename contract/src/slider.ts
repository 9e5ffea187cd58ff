import * as z from 'zod/mini';
import { ImageVariantsSchema } from './image-variants.ts';
import { AssetUrlSchema, IdSchema, requiredText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

/** A homepage slide as GET /sliders/getSliders returns it. Missing values are tolerated (SPEC §2). */
export const SliderSchema = z.object({
  id: IdSchema,
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: AssetUrlSchema,
  variants: ImageVariantsSchema,
});
export type Slider = z.infer<typeof SliderSchema>;
export const SliderListSchema = z.array(SliderSchema);

const required = VALIDATION.sliderTitleDescriptionRequired;

/**
 * Text fields of POST /sliders/addSlider and PUT /sliders/updateSlider/{id} (multipart). On an
 * update, `stored` is the slider as saved: its unchanged values skip our added length limits.
 */
export function sliderInputSchema(stored?: Pick<Slider, 'title' | 'description'> | null) {
  return z.strictObject({
    title: requiredText('Title', TEXT_LIMITS.sliderTitle, required, stored?.title),
    description: requiredText(
      'Description',
      TEXT_LIMITS.sliderDescription,
      required,
      stored?.description,
    ),
  });
}
export const SliderInputSchema = sliderInputSchema();
export type SliderInput = z.infer<typeof SliderInputSchema>;

/** Multipart field names. */
export const SLIDER_FIELDS = {
  image: 'image',
  title: 'title',
  description: 'description',
} as const;

export const SliderMutationResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  slider: z.optional(SliderSchema),
});
