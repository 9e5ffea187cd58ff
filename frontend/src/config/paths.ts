import type { Id } from '@gear/contract/common';

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
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    sliders: '/admin/slider',
    products: '/admin/sub-category',
    ebrochure: '/admin/e-brochure',
    gallery: '/admin/gallery',
    leads: '/admin/leads',
    activity: '/admin/activity',
  },
} as const;

/** In-page anchors (ids) the site links to. */
export const anchors = {
  homeAbout: 'about',
  homeServices: 'services',
  contactForm: 'form',
  ebrochureContact: 'contact',
} as const;
