import { API_PATHS } from '@gear/contract/api-paths';
import { SliderMutationResponseSchema, type SliderInput } from '@gear/contract/slider';
import type * as z from 'zod/mini';
import { apiRequest, type Transport } from '@/lib/api-client';
import { sliderFormData } from '../lib/slider-form-data';

/** POST /sliders/addSlider (multipart image, title, description). */
export function addSlider(
  input: SliderInput,
  image: File,
  { transport }: { transport?: Transport } = {},
): Promise<z.output<typeof SliderMutationResponseSchema>> {
  return apiRequest(API_PATHS.addSlider, {
    method: 'POST',
    body: sliderFormData(input, image),
    schema: SliderMutationResponseSchema,
    auth: true,
    transport,
  });
}
