import * as z from 'zod/mini';
import { ImageVariantsSchema } from './image-variants.ts';
import { AssetUrlSchema, IdSchema } from './common.ts';
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

/** Text fields of POST /sliders/addSlider and PUT /sliders/updateSlider/{id} (multipart). */
export const SliderInputSchema = z.strictObject({
  title: z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(
        TEXT_LIMITS.sliderTitle,
        `Title must be at most ${TEXT_LIMITS.sliderTitle} characters.`,
      ),
    ),
  description: z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(
        TEXT_LIMITS.sliderDescription,
        `Description must be at most ${TEXT_LIMITS.sliderDescription} characters.`,
      ),
    ),
});
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
