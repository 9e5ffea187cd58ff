import { API_PATHS } from '@gear/contract/api-paths';
import type { Id } from '@gear/contract/common';
import { SliderMutationResponseSchema, type SliderInput } from '@gear/contract/slider';
import type * as z from 'zod/mini';
import { apiRequest, type Transport } from '@/lib/api-client';
import { sliderFormData } from '../lib/slider-form-data';

/** PUT /sliders/updateSlider/{id} (multipart title, description and an optional new image). */
export function updateSlider(
  id: Id,
  input: SliderInput,
  image: File | null,
  { transport }: { transport?: Transport } = {},
): Promise<z.output<typeof SliderMutationResponseSchema>> {
  return apiRequest(API_PATHS.updateSlider(id), {
    method: 'PUT',
    body: sliderFormData(input, image),
    schema: SliderMutationResponseSchema,
    auth: true,
    transport,
  });
}
