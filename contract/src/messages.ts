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

export const ADMIN_MESSAGES = {
  loginFailed: 'Something went wrong!',
  loginSuccess: 'Login successful',
  invalidCredentials: 'Invalid username or password',
  tooManyLogins: 'Too many failed login attempts. Please try again later.',
  loggedOut: 'Logged out successfully',
  unauthorized: 'Unauthorized. Please log in again.',
  backendDown: 'Backend server is down. Please try again later.',
  processing: 'Processing...',
  deleting: 'Deleting...',

  slidersFetchFailed: 'Failed to fetch sliders!',
  sliderDeleteFailed: 'Failed to delete slider!',
  sliderAddFailed: 'Failed to add slider!',
  sliderUpdateFailed: 'Failed to update slider!',
  sliderAdded: (title: string) => `Slider "${title}" added successfully!`,
  sliderUpdated: (title: string) => `Slider "${title}" updated successfully!`,
  sliderDeleted: (title: string) => `Slider "${title}" deleted successfully!`,
  untitled: 'Untitled',
  noSliders: 'No sliders found',

  productsFetchFailed: 'Failed to fetch subcategories. Please try again.',
  productSaveFailed: 'Error saving subcategory. Please try again.',
  productDeleteFailed: 'Error deleting subcategory. Please try again.',
  productAdded: 'Subcategory added successfully!',
  productUpdated: 'Subcategory updated successfully!',
  productDeleted: 'Subcategory deleted successfully!',
  productNotFound: 'Subcategory not found',
  noProducts: 'No subcategories found.',
  loadingProducts: 'Loading subcategories...',

  ebrochureFetchFailed: 'Failed to fetch e-brochure!',
  ebrochureAddFailed: 'Failed to add e-brochure!',
  ebrochureUpdateFailed: 'Failed to update e-brochure!',
  ebrochureDeleteFailed: 'Failed to delete e-brochure!',
  ebrochureAdded: 'E-Brochure added successfully!',
  ebrochureUpdated: 'E-Brochure updated successfully!',
  ebrochureDeleted: 'E-Brochure deleted successfully!',
  ebrochureNotFound: 'No e-brochure found',

  galleryFetchFailed: 'Failed to fetch gallery images!',
  galleryUploadFailed: 'Failed to upload images!',
  galleryDeleteFailed: 'Failed to delete image!',
  galleryUpdateFailed: 'Failed to update image!',
  galleryUploaded: 'Images uploaded successfully!',
  galleryDeleted: 'Image deleted successfully!',
  galleryUpdated: 'Image updated successfully!',
  galleryNotFound: 'Image not found',
  noGalleryImages: 'No images found.',
  loadingGallery: 'Loading gallery...',

  // Owner tools (issue 7); not in SPEC.md, worded for the owner.
  leadsFetchFailed: 'Failed to fetch leads!',
  leadsUnsupported:
    'The connected backend does not offer leads. Inquiries, contact messages and brochure requests still arrive by e-mail.',
  leadUpdated: 'Lead updated.',
  leadUpdateFailed: 'Failed to update the lead!',
  leadNotFound: 'Lead not found',
  leadMailResent: 'Notification e-mail sent.',
  leadMailResendFailed: 'The notification e-mail could not be sent.',
  leadsExportFailed: 'Failed to export leads!',
  noLeads: 'No leads match this filter.',
  loadingLeads: 'Loading leads...',
  activityFetchFailed: 'Failed to fetch the activity log!',
  activityUnsupported: 'The connected backend does not offer an activity log.',
  noActivity: 'No activity matches this filter.',
  loadingActivity: 'Loading activity...',
} as const;

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
