import { API_PATHS } from '@gear/contract/api-paths';
import { SliderListSchema, type Slider } from '@gear/contract/slider';
import { apiRequest } from '@/lib/api-client';

/** GET /sliders/getSliders for the manager (with the admin token, like every admin call). */
export function getSliders(signal?: AbortSignal): Promise<Slider[]> {
  return apiRequest(API_PATHS.sliders, { schema: SliderListSchema, auth: true, signal });
}
