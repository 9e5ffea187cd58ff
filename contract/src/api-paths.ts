import type { Id } from './common.ts';
import { QUOTE_PATH } from './quote-basics.ts';

/** Every call of SPEC.md §7, relative to the backend base URL. */
export const API_PATHS = {
  sliders: '/sliders/getSliders',
  addSlider: '/sliders/addSlider',
  updateSlider: (id: Id) => `/sliders/updateSlider/${encodeURIComponent(String(id))}`,
  deleteSlider: (id: Id) => `/sliders/deleteSlider/${encodeURIComponent(String(id))}`,
  products: '/api/subcategories',
  product: (id: Id) => `/api/subcategories/${encodeURIComponent(String(id))}`,
  /** Issue 20: categories (GET public, writes admin) and the catalogue search; others answer 404. */
  categories: '/api/categories',
  category: (id: Id) => `/api/categories/${encodeURIComponent(String(id))}`,
  categoriesOrder: '/api/categories/order',
  /** Takes a catalogue address's query (catalogueQuery() of catalogue-basics.ts). */
  catalogue: '/api/catalogue',
  ebrochure: '/api/ebrochure',
  /** Brochure gating (ADR 0020): signed PDF download, and a fresh link for a visitor pass. */
  ebrochureDownload: '/api/ebrochure/download',
  ebrochureLink: '/api/ebrochure/link',
  brochureRequest: '/api/send-email',
  contact: '/api/contact',
  inquiry: '/api/inquiry/c',
  /** Quote requests (issue 19): GET = offered or 404, POST = send (multipart). */
  quote: QUOTE_PATH,
  gallery: '/gallery/',
  galleryUpload: '/gallery/upload',
  galleryItem: (id: Id) => `/gallery/${encodeURIComponent(String(id))}`,
  login: '/logAdmin',
  logout: '/logout',
  // Owner tools (issue 7): admin only; a backend without them answers 404.
  leads: '/api/leads',
  leadsSummary: '/api/leads/summary',
  leadsExport: '/api/leads/export.csv',
  lead: (id: Id) => `/api/leads/${encodeURIComponent(String(id))}`,
  leadResend: (id: Id) => `/api/leads/${encodeURIComponent(String(id))}/resend`,
  leadAttachment: (id: Id, attachmentId: string) =>
    `/api/leads/${encodeURIComponent(String(id))}/attachments/${encodeURIComponent(attachmentId)}`,
  activity: '/api/activity',
  /** The dashboard's figures in one call (issue 18). */
  adminSummary: '/api/admin/summary',
  /** The OpenAPI 3.1 document generated from this contract, and its readable page. */
  openapi: '/openapi.json',
  apiDocs: '/docs',
} as const;
