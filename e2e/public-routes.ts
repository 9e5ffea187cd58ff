/** Every public route of SPEC §2, with a seeded product for the detail page. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/quailty',
  '/certificate',
  '/lab',
  '/member',
  '/infrastructure',
  '/product',
  '/product/1',
  '/gallery',
  '/ebrochure',
  '/contact',
] as const;
