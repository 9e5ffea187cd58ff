import { API_PATHS } from '@gear/contract/api-paths';
import { SliderListSchema, type Slider } from '@gear/contract/slider';
import { apiRequest, readAnswer, type RawAnswer } from '@/lib/api-client';

/** GET /sliders/getSliders: the homepage slides. */
export function getSliders(signal?: AbortSignal): Promise<Slider[]> {
  return apiRequest(API_PATHS.sliders, { schema: SliderListSchema, signal });
}

/** The same call's answer as the server handed it over with the page. */
export function readSliders(answer: RawAnswer): Slider[] {
  return readAnswer(answer, SliderListSchema);
}
