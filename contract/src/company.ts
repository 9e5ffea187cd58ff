/**
 * The company's facts, in ONE place (issue 18 "one company, one set of facts"): the frontend's site
 * configuration (frontend/src/config/site.ts) is built on them, and every picture or document the
 * project generates (the certificate image, the brochure cover, the catalogue PDF) prints them.
 * Fictional placeholders (SPEC "Placeholders"): replace them here, then re-render the pictures
 * (README "Pictures").
 */
export const COMPANY = {
  /** Full company name, used in text ("Welcome to …") and titles. */
  companyName: 'Example Gears Auto Engineers',
  /** The two-line header wordmark (SPEC §1). */
  wordmark: { name: 'EXAMPLE GEARS', subtitle: 'AUTO ENGINEERS' },
  established: 2005,
  certification: 'ISO 9001:2015',
  /** Two display phone numbers (reserved-looking placeholders, never a real person's). */
  phones: ['+91 00000 00000', '+91 00000 00001'],
  email: 'info@example.com',
  address: {
    lines: ['Plot No. 0, Example Industrial Estate', 'Placeholder Road'],
    city: 'Rajkot',
    region: 'Gujarat',
    postalCode: '360000',
    country: 'India',
  },
} as const;

/** "Rajkot, Gujarat 360000, India": the address after its street lines. */
export const companyCityLine = `${COMPANY.address.city}, ${COMPANY.address.region} ${COMPANY.address.postalCode}, ${COMPANY.address.country}`;

/** "Plot …, Placeholder Road, Rajkot, Gujarat 360000, India" in one line. */
export const companyAddressLine = [...COMPANY.address.lines, companyCityLine].join(', ');

/** "Rajkot, Gujarat, India": where the company is, for a cover or a footer line. */
export const companyPlace = [
  COMPANY.address.city,
  COMPANY.address.region,
  COMPANY.address.country,
].join(', ');
