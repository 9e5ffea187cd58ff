import type { Id } from '@gear/contract/common';

/** In-page anchors (ids) the site links to. */
export const anchors = {
  homeAbout: 'about',
  homeServices: 'services',
  contactForm: 'form',
  ebrochureContact: 'contact',
} as const;

/** Every route of SPEC.md §2. `/quailty` is spelled so on purpose. */
export const paths = {
  home: '/',
  about: '/about',
  quality: '/quailty',
  certificate: '/certificate',
  lab: '/lab',
  team: '/member',
  infrastructure: '/infrastructure',
  products: '/product',
  productDetail: (id: Id) => `/product/${encodeURIComponent(String(id))}`,
  gallery: '/gallery',
  ebrochure: '/ebrochure',
  contact: '/contact',
  /**
   * The contact form with its message naming these products ('I would like a quote for: …'), at
   * the form: SPEC's 'Request Quote' link, and the quote page against a backend without quotes.
   */
  contactQuote: (titles: readonly string[]) =>
    titles.length === 0
      ? `/contact#${anchors.contactForm}`
      : `/contact?${titles.map((title) => `product=${encodeURIComponent(title)}`).join('&')}#${anchors.contactForm}`,
  /** The quote list and request (issue 19; not in SPEC §2, not in the sitemap). */
  quote: '/quote',
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    sliders: '/admin/slider',
    products: '/admin/sub-category',
    /** Issue 20: the product categories (not in SPEC §2). */
    categories: '/admin/categories',
    ebrochure: '/admin/e-brochure',
    gallery: '/admin/gallery',
    leads: '/admin/leads',
    activity: '/admin/activity',
    /** Issue 21: two-step verification, the password, sessions; and backups (not in SPEC §2). */
    security: '/admin/security',
    backups: '/admin/backups',
  },
} as const;
