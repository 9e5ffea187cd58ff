/**
 * Brochure gating constants (ADR 0020), free of schemas so the site's config can import the file
 * name without pulling validation code into the first load.
 */

/** The name the downloaded catalogue is saved as (site and backend say the same). */
export const BROCHURE_DOWNLOAD_FILE_NAME = 'Example-Gears-Catalogue.pdf';

export const BROCHURE_LINK_LIMITS = {
  /** BROCHURE_LINK_TTL_SECONDS: default, lowest and highest accepted value. */
  ttlDefaultSeconds: 600,
  ttlMinSeconds: 30,
  ttlMaxSeconds: 86_400,
  /** How long a visitor pass (returning visitor in this browser) stays valid. */
  visitorPassDays: 180,
  /** Longest visitor pass / signature the server reads. */
  maxTokenChars: 1024,
} as const;

export const BROCHURE_LINK_MESSAGES = {
  linkExpired: 'This download link has expired. Please request the catalogue again.',
  linkInvalid: 'This download link is not valid. Please request the catalogue again.',
  passInvalid: 'Your saved details are no longer valid. Please fill in the form again.',
} as const;
