import type { Id } from './common.ts';

/** Every call of SPEC.md §7, relative to the backend base URL. */
export const API_PATHS = {
  sliders: '/sliders/getSliders',
  addSlider: '/sliders/addSlider',
  updateSlider: (id: Id) => `/sliders/updateSlider/${encodeURIComponent(String(id))}`,
  deleteSlider: (id: Id) => `/sliders/deleteSlider/${encodeURIComponent(String(id))}`,
  products: '/api/subcategories',
  product: (id: Id) => `/api/subcategories/${encodeURIComponent(String(id))}`,
  ebrochure: '/api/ebrochure',
  brochureRequest: '/api/send-email',
  contact: '/api/contact',
  inquiry: '/api/inquiry/c',
  gallery: '/gallery/',
  galleryUpload: '/gallery/upload',
  galleryItem: (id: Id) => `/gallery/${encodeURIComponent(String(id))}`,
  login: '/logAdmin',
  logout: '/logout',
} as const;
