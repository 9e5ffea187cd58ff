import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, PUBLIC_MESSAGES, VALIDATION } from './messages.ts';

/**
 * Every message SPEC.md quotes, written out here as SPEC.md words it, against the constant the
 * frontend shows and the mock answers with: a typo in messages.ts fails here, even where a
 * component test reads the same constant. (Messages SPEC describes without quoting, and the
 * owner tools' texts, are not listed.)
 */
const QUOTED: readonly (readonly [string, string])[] = [
  [VALIDATION.sliderTitleDescriptionRequired, 'Title and description are required!'],
  [VALIDATION.imageType, 'Only JPEG, JPG, PNG, and GIF files are allowed!'],
  [VALIDATION.imageSize, 'File size must be less than 10MB!'],
  [VALIDATION.productTitleRequired, 'Please provide a subcategory title.'],
  [VALIDATION.productDescriptionRequired, 'Please provide a description.'],
  [VALIDATION.productMainImageRequired, 'Please upload a main image for the subcategory.'],
  [VALIDATION.coverImageSize, 'Cover image size must be less than 10MB!'],
  [VALIDATION.pdfType, 'Only PDF files are allowed for the brochure!'],
  [VALIDATION.pdfSize, 'PDF file size must be less than 20MB!'],
  [
    VALIDATION.ebrochureBothRequired,
    'Both cover image and PDF file are required for a new e-brochure!',
  ],
  [
    VALIDATION.ebrochureOneRequired,
    'Please upload at least one file (cover image or PDF) to update the e-brochure!',
  ],
  [VALIDATION.gallerySelectAtLeastOne, 'Please select at least one image to upload!'],
  [VALIDATION.galleryUpdateNeedsFile, 'Please select a new image to update!'],
  [VALIDATION.galleryDeleteConfirm, 'Are you sure you want to delete this image?'],
  [VALIDATION.productDeleteConfirm, 'Are you sure you want to delete this subcategory?'],
  [VALIDATION.brochureFieldsRequired, 'Please fill in all required fields.'],
  [PUBLIC_MESSAGES.loadingSliders, 'Loading sliders...'],
  [PUBLIC_MESSAGES.loadingProducts, 'Loading products...'],
  [PUBLIC_MESSAGES.loadingBrochure, 'Loading brochure information...'],
  [PUBLIC_MESSAGES.productsFetchFailed, 'Failed to fetch products. Please try again later.'],
  [PUBLIC_MESSAGES.productDetailFailed, 'Failed to load product details.'],
  [PUBLIC_MESSAGES.productNotFound, 'Product not found!'],
  [PUBLIC_MESSAGES.formSent, 'Your message has been sent successfully!'],
  [PUBLIC_MESSAGES.formSendFailed, 'Failed to send your message. Please try again.'],
  [PUBLIC_MESSAGES.formNetworkError, 'An error occurred. Please try again later.'],
  [PUBLIC_MESSAGES.sending, 'Sending...'],
  [PUBLIC_MESSAGES.brochureProcessing, 'Processing your request...'],
  [PUBLIC_MESSAGES.brochureSuccess, 'Success! Preparing your download...'],
  [PUBLIC_MESSAGES.brochureDownloadStarted, 'Download started! Thank you for your interest.'],
  [PUBLIC_MESSAGES.brochureNotAvailable, 'Error: Brochure not available. Please try again later.'],
  [PUBLIC_MESSAGES.brochure400, 'Please provide all required fields.'],
  [PUBLIC_MESSAGES.brochure500, 'Error sending email. Please try again.'],
  [PUBLIC_MESSAGES.brochureOtherError, 'Error processing your request. Please try again.'],
  [PUBLIC_MESSAGES.brochureNetworkError, 'Network error. Please check your connection.'],
  [PUBLIC_MESSAGES.noBrochure, 'No brochure available at this time. Please check back later.'],
  [PUBLIC_MESSAGES.noLanguages, 'No languages found'],
  [ADMIN_MESSAGES.loginFailed, 'Something went wrong!'],
  [ADMIN_MESSAGES.backendDown, 'Backend server is down. Please try again later.'],
  [ADMIN_MESSAGES.processing, 'Processing...'],
  [ADMIN_MESSAGES.deleting, 'Deleting...'],
  [ADMIN_MESSAGES.slidersFetchFailed, 'Failed to fetch sliders!'],
  [ADMIN_MESSAGES.sliderDeleteFailed, 'Failed to delete slider!'],
  [ADMIN_MESSAGES.sliderAddFailed, 'Failed to add slider!'],
  [ADMIN_MESSAGES.sliderUpdateFailed, 'Failed to update slider!'],
  [ADMIN_MESSAGES.untitled, 'Untitled'],
  [ADMIN_MESSAGES.noSliders, 'No sliders found'],
  [ADMIN_MESSAGES.productsFetchFailed, 'Failed to fetch subcategories. Please try again.'],
  [ADMIN_MESSAGES.productSaveFailed, 'Error saving subcategory. Please try again.'],
  [ADMIN_MESSAGES.productDeleteFailed, 'Error deleting subcategory. Please try again.'],
  [ADMIN_MESSAGES.noProducts, 'No subcategories found.'],
  [ADMIN_MESSAGES.loadingProducts, 'Loading subcategories...'],
  [ADMIN_MESSAGES.ebrochureFetchFailed, 'Failed to fetch e-brochure!'],
  [ADMIN_MESSAGES.ebrochureDeleteFailed, 'Failed to delete e-brochure!'],
  [ADMIN_MESSAGES.galleryFetchFailed, 'Failed to fetch gallery images!'],
  [ADMIN_MESSAGES.galleryUploadFailed, 'Failed to upload images!'],
  [ADMIN_MESSAGES.galleryDeleteFailed, 'Failed to delete image!'],
  [ADMIN_MESSAGES.galleryUpdateFailed, 'Failed to update image!'],
  [ADMIN_MESSAGES.galleryUploaded, 'Images uploaded successfully!'],
  [ADMIN_MESSAGES.galleryDeleted, 'Image deleted successfully!'],
  [ADMIN_MESSAGES.galleryUpdated, 'Image updated successfully!'],
  [ADMIN_MESSAGES.noGalleryImages, 'No images found.'],
  [ADMIN_MESSAGES.loadingGallery, 'Loading gallery...'],
];

describe('SPEC.md texts, word for word', () => {
  it.each(QUOTED)('%s', (actual, literal) => {
    expect(actual).toBe(literal);
  });

  it.each([
    [
      VALIDATION.galleryImageType('gear.bmp'),
      'File gear.bmp is not a valid image type! Only JPEG, JPG, PNG, and GIF are allowed.',
    ],
    [VALIDATION.galleryImageSize('gear.png'), 'File gear.png exceeds 10MB!'],
    [ADMIN_MESSAGES.sliderAdded('Spur'), 'Slider "Spur" added successfully!'],
    [ADMIN_MESSAGES.sliderUpdated('Spur'), 'Slider "Spur" updated successfully!'],
    [ADMIN_MESSAGES.sliderDeleted('Spur'), 'Slider "Spur" deleted successfully!'],
  ])('%s', (actual, literal) => {
    expect(actual).toBe(literal);
  });

  it('words the cover image type as SPEC ends it', () => {
    expect(VALIDATION.coverImageType).toMatch(/allowed for the cover image!$/);
  });
});
