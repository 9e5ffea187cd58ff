import { SLIDER_FIELDS, type SliderInput } from '@gear/contract/slider';

/** The multipart body of an add or update: title, description and, when chosen, the image. */
export function sliderFormData(input: SliderInput, image: File | null): FormData {
  const body = new FormData();
  // Text first, so a streaming parser knows them before the file arrives.
  body.append(SLIDER_FIELDS.title, input.title);
  body.append(SLIDER_FIELDS.description, input.description);
  if (image) body.append(SLIDER_FIELDS.image, image);
  return body;
}
