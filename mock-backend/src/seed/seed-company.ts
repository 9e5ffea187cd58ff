/**
 * PLACEHOLDER identity printed on the generated brochure cover and catalogue PDF only. The real
 * company identity lives in the frontend's site configuration; the seed deliberately imports
 * nothing from the frontend, so replace these values together with it.
 */
export const SEED_COMPANY = {
  name: 'Company Name',
  subtitle: 'AUTO ENGINEERS',
  city: 'Rajkot, Gujarat, India',
  established: 2005,
  certification: 'ISO 9001:2015',
  edition: '2025 Edition',
} as const;

export const SEED_COMPANY_DISPLAY_NAME = `${SEED_COMPANY.name} ${SEED_COMPANY.subtitle}`;
