/**
 * Every user-facing message of SPEC.md §5 and §8, word for word.
 * The frontend shows them and the mock backend answers with them, so both say the same thing.
 */

export const VALIDATION = {
  sliderTitleDescriptionRequired: 'Title and description are required!',
  imageType: 'Only JPEG, JPG, PNG, and GIF files are allowed!',
  imageSize: 'File size must be less than 10MB!',
  sliderImageRequired: 'Please choose an image for the new slider.',
  sliderLimitReached: 'Maximum limit of 3 sliders reached. Delete a slider to add a new one.',

  productTitleRequired: 'Please provide a subcategory title.',
  productDescriptionRequired: 'Please provide a description.',
  productMainImageRequired: 'Please upload a main image for the subcategory.',

  coverImageType: 'Only JPEG, JPG, PNG, and GIF files are allowed for the cover image!',
  coverImageSize: 'Cover image size must be less than 10MB!',
  pdfType: 'Only PDF files are allowed for the brochure!',
  pdfSize: 'PDF file size must be less than 20MB!',
  ebrochureBothRequired: 'Both cover image and PDF file are required for a new e-brochure!',
  ebrochureOneRequired:
    'Please upload at least one file (cover image or PDF) to update the e-brochure!',
  ebrochureDeleteConfirm: 'Are you sure you want to delete the e-brochure?',

  galleryImageType: (name: string) =>
    `File ${name} is not a valid image type! Only JPEG, JPG, PNG, and GIF are allowed.`,
  galleryImageSize: (name: string) => `File ${name} exceeds 10MB!`,
  gallerySelectAtLeastOne: 'Please select at least one image to upload!',
  galleryUpdateNeedsFile: 'Please select a new image to update!',
  galleryDeleteConfirm: 'Are you sure you want to delete this image?',
  productDeleteConfirm: 'Are you sure you want to delete this subcategory?',

  brochureFieldsRequired: 'Please fill in all required fields.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  messageRequired: 'Please enter a message.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  singleLine: (field: string) => `${field} must be a single line.`,
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
} as const;

export const PUBLIC_MESSAGES = {
  loadingSliders: 'Loading sliders...',
  loadingProducts: 'Loading products...',
  loadingBrochure: 'Loading brochure information...',
  productsFetchFailed: 'Failed to fetch products. Please try again later.',
  productDetailFailed: 'Failed to load product details.',
  productNotFound: 'Product not found!',
  formSent: 'Your message has been sent successfully!',
  formSendFailed: 'Failed to send your message. Please try again.',
  formNetworkError: 'An error occurred. Please try again later.',
  sending: 'Sending...',
  brochureProcessing: 'Processing your request...',
  brochureSuccess: 'Success! Preparing your download...',
  brochureDownloadStarted: 'Download started! Thank you for your interest.',
  brochureNotAvailable: 'Error: Brochure not available. Please try again later.',
  brochure400: 'Please provide all required fields.',
  brochure500: 'Error sending email. Please try again.',
  brochureOtherError: 'Error processing your request. Please try again.',
  brochureNetworkError: 'Network error. Please check your connection.',
  noBrochure: 'No brochure available at this time. Please check back later.',
  noLanguages: 'No languages found',
} as const;

// The admin panel's texts live in their own module: only admin code uses them, and a module is
// never split across chunks, so kept here they would ride in every public page's entry chunk.
export { ADMIN_MESSAGES } from './admin-messages.ts';

/** Generic API errors of the mock backend (not in the spec; worded for people). */
export const API_ERRORS = {
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type.',
  bodyTooLarge: 'The request body is too large.',
  invalidInput: 'The submitted data is invalid.',
  invalidId: 'Invalid id.',
  unexpectedFile: 'Unexpected file field.',
  tooManyFiles: 'Too many files.',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong on the server. Please try again later.',
} as const;
