import * as z from 'zod/mini';
import {
  ActivityEntrySchema,
  ActivityListResponseSchema,
  ActivityQuerySchema,
} from '../activity.ts';
import { AdminSummarySchema } from '../admin-summary.ts';
import {
  ACCOUNT_LIMITS,
  AccountStatusSchema,
  FreshTokenResponseSchema,
  PasswordChangeSchema,
  RecoveryCodesResponseSchema,
  TwoFactorCodeSchema,
  TwoFactorSetupResponseSchema,
} from '../account.ts';
import { AdminLoginResponseSchema, AdminLoginSchema, LogoutSchema } from '../auth.ts';
import {
  BACKUP_ARCHIVE_TYPE,
  BACKUP_LIMITS,
  BackupListResponseSchema,
  RESTORE_FIELD,
  RestoreResponseSchema,
  STORED_BACKUP_NAME,
} from '../backups.ts';
import {
  BROCHURE_DOWNLOAD_FILE_NAME,
  BROCHURE_LINK_MESSAGES,
  BrochureDownloadQuerySchema,
  BrochureLinkRequestSchema,
  BrochureLinkResponseSchema,
  BrochureRequestResponseSchema,
} from '../brochure-links.ts';
import { ErrorResponseSchema, MessageResponseSchema, PathIdSchema } from '../common.ts';
import {
  EbrochureMutationResponseSchema,
  EbrochureResponseSchema,
  EbrochureSchema,
} from '../ebrochure.ts';
import {
  GalleryItemSchema,
  GalleryListSchema,
  GalleryUpdateResponseSchema,
  GalleryUploadResponseSchema,
} from '../gallery.ts';
import {
  LEAD_CSV_COLUMNS,
  LeadFilterSchema,
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadMutationResponseSchema,
  LeadPatchSchema,
  LeadSchema,
  LeadSummarySchema,
} from '../leads-admin.ts';
import { BrochureRequestSchema, ContactMessageSchema, InquirySchema } from '../leads.ts';
import { QuoteOfferSchema, QuoteRequestSchema } from '../quotes.ts';
import { QUOTE_FIELDS, QUOTE_MESSAGES } from '../quote-rules.ts';
import { QUOTE_LIMITS } from '../quote-basics.ts';
import { FILE_RULES, type FileRule } from '../uploads.ts';
import {
  CatalogueQuerySchema,
  CategoryInputSchema,
  CategoryMutationResponseSchema,
  CategoryOrderSchema,
} from '../catalogue.ts';
import {
  CatalogueResponseSchema,
  CategoryListSchema,
  CategorySchema,
} from '../catalogue-search.ts';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '../catalogue-basics.ts';
import { BODY_LIMITS, MAX_SLIDERS, PDF_MIME_TYPE } from '../limits.ts';
import {
  ProductDetailResponseSchema,
  ProductListSchema,
  ProductMutationResponseSchema,
  ProductSchema,
} from '../product.ts';
import { ProductInputSchema } from '../product-input.ts';
import {
  SliderInputSchema,
  SliderListSchema,
  SliderMutationResponseSchema,
  SliderSchema,
} from '../slider.ts';

/**
 * Every call the mock backend serves, described once from the contract's own schemas: SPEC §7,
 * the owner tools of issue 7, the sitemap, uploaded files and this description itself.
 * buildOpenApiDocument() (./document.ts) turns it into OpenAPI 3.1, and the mock mounts each
 * handler from its entry (method and path come from here, ADR 0028), so a call cannot be served
 * without being documented.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Auth = 'admin' | 'none';

/** One file field of a multipart body (the limits of limits.ts). */
export interface FileField {
  name: string;
  /** Files this field takes in one request (more than 1: an array). */
  maxCount: number;
  mimeTypes: readonly string[];
  maxBytes: number;
  required: boolean;
  description: string;
}

/** A multipart text field whose value is a JSON document (sent as a string). */
export interface JsonField {
  name: string;
  schema: z.ZodMiniType;
  required: boolean;
  description: string;
}

export type RequestBodySpec =
  | {
      kind: 'json';
      schema: z.ZodMiniType;
      /** The JSON body cap (413 beyond it). */
      maxBytes: number;
      required?: boolean;
    }
  | {
      kind: 'multipart';
      /** The text fields (a strict object schema); undefined: files only. */
      fields?: z.ZodMiniType;
      /** Text fields that carry JSON (`request` of a quote request), each a whole document. */
      jsonFields?: readonly JsonField[];
      files: readonly FileField[];
    };

export interface ResponseSpec {
  description: string;
  /** Body schema; none for bodies described only by their media type (files, XML, HTML). */
  schema?: z.ZodMiniType;
  /** Default application/json when there is a schema. */
  contentType?: string;
  /** Response headers worth knowing (name -> description). */
  headers?: Record<string, string>;
}

export interface ParameterSpec {
  schema: z.ZodMiniType;
  description: string;
}

export interface ApiRoute {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template: `/api/subcategories/{id}`. */
  path: string;
  tag: TagName;
  summary: string;
  description?: string;
  auth: Auth;
  pathParams?: Record<string, ParameterSpec>;
  /** An object schema; each property becomes one query parameter. */
  query?: z.ZodMiniType;
  body?: RequestBodySpec;
  responses: Record<number, ResponseSpec>;
}

/** One call of API_OPERATIONS: its operationId is its key there. */
type ApiOperation = Omit<ApiRoute, 'operationId'>;

export const API_TAGS = {
  Sliders: 'The home page hero slides (at most 3).',
  Products: 'Products, called subcategories by the API and the admin.',
  Catalogue:
    'Categories, specifications and the catalogue search (issue 20). Backends without them answer 404, and the site shows the plain product list.',
  'E-brochure': 'The single downloadable catalogue: a cover image and a PDF.',
  Gallery: 'The picture gallery.',
  'Public forms':
    'Inquiry, contact, brochure and quote request forms; each submission is stored as a lead.',
  Authentication: 'The admin session: a bearer token from the login.',
  Leads: 'The admin leads inbox (owner tools). Backends without it answer 404.',
  Activity: 'The admin activity log (owner tools). Backends without it answer 404.',
  Dashboard: 'The admin dashboard figures (owner tools). Backends without it answer 404.',
  Account:
    'Two-step verification, the admin password and signing every session out (issue 21). Backends without them answer 404.',
  Backups:
    'Backups of everything the backend keeps, and restoring one (issue 21, ADR 0036). Backends without them answer 404.',
  Site: 'Search engines and uploaded files.',
  'API reference': 'This description of the API, as JSON and as a page.',
} as const;
export type TagName = keyof typeof API_TAGS;

/** The main records, named in components/schemas (referenced wherever they appear). */
export const NAMED_SCHEMAS: Record<string, z.ZodMiniType> = {
  Slider: SliderSchema,
  Product: ProductSchema,
  Category: CategorySchema,
  CatalogueResponse: CatalogueResponseSchema,
  GalleryItem: GalleryItemSchema,
  Ebrochure: EbrochureSchema,
  Lead: LeadSchema,
  LeadListResponse: LeadListResponseSchema,
  LeadSummary: LeadSummarySchema,
  LeadPatch: LeadPatchSchema,
  ActivityEntry: ActivityEntrySchema,
  ActivityListResponse: ActivityListResponseSchema,
  BrochureRequest: BrochureRequestSchema,
  Inquiry: InquirySchema,
  ContactMessage: ContactMessageSchema,
  QuoteRequest: QuoteRequestSchema,
  QuoteOffer: QuoteOfferSchema,
  AdminLogin: AdminLoginSchema,
  AdminLoginResponse: AdminLoginResponseSchema,
  BrochureLink: BrochureLinkResponseSchema,
  Message: MessageResponseSchema,
  Error: ErrorResponseSchema,
};

// ---- building blocks ----

const ERROR_TEXT: Record<number, string> = {
  403: 'Refused: the signature or pass is not valid.',
  400: 'Invalid input: the body, a field, the query or the id failed validation (`error` says which, `details` may list the fields).',
  401: 'No valid admin token (missing, expired, or revoked by a logout).',
  404: 'No such record.',
  409: 'Conflict with the current state.',
  413: 'The request body or a file is too large.',
  415: 'Wrong Content-Type (or a charset other than UTF-8) for this call.',
  429: 'Too many requests from this address; `Retry-After` says when to try again.',
};

/** Error answers in the API's one error shape. */
function errors(...statuses: number[]): Record<number, ResponseSpec> {
  const out: Record<number, ResponseSpec> = {};
  for (const status of statuses) {
    out[status] = {
      description: ERROR_TEXT[status] ?? 'Error.',
      schema: ErrorResponseSchema,
      ...(status === 429 ? { headers: { 'Retry-After': 'Seconds to wait.' } } : {}),
    };
  }
  return out;
}

function withError(status: number, description: string): Record<number, ResponseSpec> {
  return { [status]: { description, schema: ErrorResponseSchema } };
}

const idParam: Record<string, ParameterSpec> = {
  id: { schema: PathIdSchema, description: 'The numeric id of the record.' },
};

/** A file field as the upload rules define it (contract/src/uploads.ts), described. */
const file = (rule: FileRule, description: string, required = false): FileField => ({
  name: rule.name,
  maxCount: rule.maxCount,
  mimeTypes: rule.mimeTypes,
  maxBytes: rule.maxBytes,
  required,
  description,
});

const json = (schema: z.ZodMiniType, maxBytes: number = BODY_LIMITS.defaultJsonBytes) =>
  ({ kind: 'json', schema, maxBytes }) as const;

const ok = (description: string, schema?: z.ZodMiniType): ResponseSpec =>
  schema ? { description, schema } : { description };

const cached = (description: string, schema: z.ZodMiniType): ResponseSpec => ({
  description: `${description} Carries a strong ETag; Cache-Control: no-cache (revalidate every time).`,
  schema,
  headers: { ETag: 'Validator of this answer; send it back as If-None-Match.' },
});
const notModified: ResponseSpec = { description: 'Not modified (If-None-Match matched).' };

/** Any JSON value (the OpenAPI document itself). */
const JsonObjectSchema = z.record(z.string(), z.unknown());

const leadPathParams: Record<string, ParameterSpec> = {
  id: { schema: PathIdSchema, description: 'The lead id.' },
};

const attachmentPathParams: Record<string, ParameterSpec> = {
  ...leadPathParams,
  attachmentId: {
    schema: z.string().check(z.minLength(1), z.maxLength(100)),
    description: "The drawing's `id` in the lead's `quote.attachments` (a UUID in the mock).",
  },
};

const OPERATIONS = {
  // ---- sliders ----
  listSliders: {
    method: 'get',
    path: '/sliders/getSliders',
    tag: 'Sliders',
    summary: 'List the slides',
    description: 'Used by the home page hero and by the slider admin.',
    auth: 'none',
    responses: { 200: cached('The slides, in order.', SliderListSchema), 304: notModified },
  },
  addSlider: {
    method: 'post',
    path: '/sliders/addSlider',
    tag: 'Sliders',
    summary: 'Add a slide',
    description: `At most ${MAX_SLIDERS} slides exist at a time. The image is required.`,
    auth: 'admin',
    body: {
      kind: 'multipart',
      fields: SliderInputSchema,
      files: [file(FILE_RULES.sliderImage, 'The slide picture.', true)],
    },
    responses: {
      201: ok('Added.', SliderMutationResponseSchema),
      ...errors(400, 401, 413, 415),
      ...withError(409, `There are already ${MAX_SLIDERS} slides.`),
    },
  },
  updateSlider: {
    method: 'put',
    path: '/sliders/updateSlider/{id}',
    tag: 'Sliders',
    summary: 'Update a slide',
    description: 'Title and description are replaced; the image only when a new one is sent.',
    auth: 'admin',
    pathParams: idParam,
    body: {
      kind: 'multipart',
      fields: SliderInputSchema,
      files: [file(FILE_RULES.sliderImage, 'A new picture (optional).')],
    },
    responses: {
      200: ok('Updated.', SliderMutationResponseSchema),
      ...errors(400, 401, 404, 413, 415),
    },
  },
  deleteSlider: {
    method: 'delete',
    path: '/sliders/deleteSlider/{id}',
    tag: 'Sliders',
    summary: 'Delete a slide',
    auth: 'admin',
    pathParams: idParam,
    responses: { 200: ok('Deleted.', MessageResponseSchema), ...errors(400, 401, 404) },
  },

  // ---- products ----
  listProducts: {
    method: 'get',
    path: '/api/subcategories',
    tag: 'Products',
    summary: 'List the products',
    description: 'Public; the admin sends its token too, which changes nothing.',
    auth: 'none',
    responses: { 200: cached('Every product.', ProductListSchema), 304: notModified },
  },
  getProduct: {
    method: 'get',
    path: '/api/subcategories/{id}',
    tag: 'Products',
    summary: 'One product',
    description: 'The mock answers the product itself; other backends may wrap it as `{ data }`.',
    auth: 'none',
    pathParams: idParam,
    responses: { 200: ok('The product.', ProductDetailResponseSchema), ...errors(400, 404) },
  },
  addProduct: {
    method: 'post',
    path: '/api/subcategories',
    tag: 'Products',
    summary: 'Add a product',
    description:
      'The description is HTML; it is sanitized on write. The main image is required, sub images 1 to 6 are optional. With categories (issue 20): `category_id` (an id, or empty for none) and `specs` (the specification rows as JSON text: an array of `{name, value, unit}` in order, the value a number, a range `{min, max}` or text; at most 40, each name once).',
    auth: 'admin',
    body: {
      kind: 'multipart',
      fields: ProductInputSchema,
      files: [
        file(FILE_RULES.productImage, 'The main image.', true),
        ...FILE_RULES.productSubImages.map((rule, index) => file(rule, `Sub image ${index + 1}.`)),
      ],
    },
    responses: { 201: ok('Added.', ProductMutationResponseSchema), ...errors(400, 401, 413, 415) },
  },
  updateProduct: {
    method: 'patch',
    path: '/api/subcategories/{id}',
    tag: 'Products',
    summary: 'Update a product',
    description:
      'Same fields as adding (`specs`: absent keeps the stored rows). A sub image slot keeps its picture when existingSubimgN carries its URL or a new subimgN is sent; otherwise it is emptied. The main image stays unless a new one is sent.',
    auth: 'admin',
    pathParams: idParam,
    body: {
      kind: 'multipart',
      fields: ProductInputSchema,
      files: [
        file(FILE_RULES.productImage, 'A new main image (optional).'),
        ...FILE_RULES.productSubImages.map((rule, index) => file(rule, `Sub image ${index + 1}.`)),
      ],
    },
    responses: {
      200: ok('Updated.', ProductMutationResponseSchema),
      ...errors(400, 401, 404, 413, 415),
    },
  },
  deleteProduct: {
    method: 'delete',
    path: '/api/subcategories/{id}',
    tag: 'Products',
    summary: 'Delete a product',
    auth: 'admin',
    pathParams: idParam,
    responses: { 200: ok('Deleted.', MessageResponseSchema), ...errors(400, 401, 404) },
  },

  // ---- catalogue (issue 20) ----
  listCategories: {
    method: 'get',
    path: '/api/categories',
    tag: 'Catalogue',
    summary: 'List the categories',
    description: "In the owner's order, each with its product count.",
    auth: 'none',
    responses: { 200: cached('Every category.', CategoryListSchema), 304: notModified },
  },
  addCategory: {
    method: 'post',
    path: '/api/categories',
    tag: 'Catalogue',
    summary: 'Add a category',
    description: `Added last. A slug left out is made from the name. At most ${String(CATALOGUE_LIMITS.maxCategories)} categories.`,
    auth: 'admin',
    body: json(CategoryInputSchema),
    responses: {
      201: ok('Added.', CategoryMutationResponseSchema),
      ...errors(400, 401),
      ...withError(
        409,
        `${CATALOGUE_MESSAGES.categoryNameTaken} / ${CATALOGUE_MESSAGES.categorySlugTaken} / ${CATALOGUE_MESSAGES.categoryLimit}`,
      ),
      ...errors(413, 415),
    },
  },
  reorderCategories: {
    method: 'put',
    path: '/api/categories/order',
    tag: 'Catalogue',
    summary: 'Reorder the categories',
    description: 'Lists every category id once, in the new order.',
    auth: 'admin',
    body: json(CategoryOrderSchema),
    responses: {
      200: ok('Reordered; the categories in their new order.', CategoryListSchema),
      ...errors(400, 401, 413, 415),
    },
  },
  updateCategory: {
    method: 'patch',
    path: '/api/categories/{id}',
    tag: 'Catalogue',
    summary: 'Rename a category',
    description:
      'The name, and the slug (its address) when sent; a slug left out stays as it was, so shared addresses keep working.',
    auth: 'admin',
    pathParams: idParam,
    body: json(CategoryInputSchema),
    responses: {
      200: ok('Updated.', CategoryMutationResponseSchema),
      ...errors(400, 401, 404),
      ...withError(
        409,
        `${CATALOGUE_MESSAGES.categoryNameTaken} / ${CATALOGUE_MESSAGES.categorySlugTaken}`,
      ),
      ...errors(413, 415),
    },
  },
  deleteCategory: {
    method: 'delete',
    path: '/api/categories/{id}',
    tag: 'Catalogue',
    summary: 'Delete an empty category',
    auth: 'admin',
    pathParams: idParam,
    responses: {
      200: ok('Deleted.', MessageResponseSchema),
      ...errors(400, 401, 404),
      ...withError(409, CATALOGUE_MESSAGES.categoryNotEmpty('<name>', 2)),
    },
  },
  searchCatalogue: {
    method: 'get',
    path: '/api/catalogue',
    tag: 'Catalogue',
    summary: 'Which products match a catalogue address',
    description: `The query of the /product page's own address. Besides \`category\` (a slug) and \`q\` (words that must all appear in the title, the description's text or a specification), every parameter filters by the specification of that key: \`module=2..3\` (a range in the filter's unit, either end open; a product's own range matches when it overlaps), \`material=EN-19\` (repeat for any of several). Parameters no filter has are ignored; more than ${String(CATALOGUE_LIMITS.maxParams)} answer 400. Filters are computed from the data: each choice counted as if its own filter were off.`,
    auth: 'none',
    query: CatalogueQuerySchema,
    responses: {
      200: ok('The matching ids, the chips and the filters.', CatalogueResponseSchema),
      ...errors(400),
    },
  },

  // ---- e-brochure ----
  getEbrochure: {
    method: 'get',
    path: '/api/ebrochure',
    tag: 'E-brochure',
    summary: 'The e-brochure',
    description:
      'The record, or null when none exists (other backends may wrap it as `{ data }`). With brochure gating (BROCHURE_GATED=true) an anonymous caller gets no `pdf_file` but `pdf_available: true` (the PDF then comes through the signed link a brochure request answers), and a caller with a valid admin token gets `pdf_file` as a signed link.',
    auth: 'none',
    responses: { 200: ok('The brochure or null.', EbrochureResponseSchema) },
  },
  downloadEbrochure: {
    method: 'get',
    path: '/api/ebrochure/download',
    tag: 'E-brochure',
    summary: 'Download the brochure PDF through a signed link',
    description:
      'The `download_url` a gated brochure request (or POST /api/ebrochure/link) answers: it expires after BROCHURE_LINK_TTL_SECONDS. Works whether or not gating is on.',
    auth: 'none',
    query: BrochureDownloadQuerySchema,
    responses: {
      200: {
        description: `The PDF as an attachment named ${BROCHURE_DOWNLOAD_FILE_NAME}.`,
        contentType: PDF_MIME_TYPE,
      },
      ...withError(403, BROCHURE_LINK_MESSAGES.linkInvalid),
      ...withError(404, 'There is no e-brochure.'),
      ...withError(410, BROCHURE_LINK_MESSAGES.linkExpired),
    },
  },
  renewEbrochureLink: {
    method: 'post',
    path: '/api/ebrochure/link',
    tag: 'E-brochure',
    summary: 'A fresh download link for a returning visitor',
    description:
      'Exchanges the `visitor_pass` of an earlier brochure request for a new signed link; no new lead is stored.',
    auth: 'none',
    body: json(BrochureLinkRequestSchema),
    responses: {
      200: ok('A new link.', BrochureLinkResponseSchema),
      ...errors(400),
      ...withError(403, BROCHURE_LINK_MESSAGES.passInvalid),
      ...withError(404, 'There is no e-brochure.'),
      ...errors(413, 415, 429),
    },
  },
  saveEbrochure: {
    method: 'post',
    path: '/api/ebrochure',
    tag: 'E-brochure',
    summary: 'Create or update the e-brochure',
    description:
      'Creating needs both files; updating needs at least one of them and keeps the other.',
    auth: 'admin',
    body: {
      kind: 'multipart',
      files: [
        file(FILE_RULES.ebrochureCover, 'The cover image.'),
        file(FILE_RULES.ebrochurePdf, 'The brochure PDF.'),
      ],
    },
    responses: {
      200: ok('Updated.', EbrochureMutationResponseSchema),
      201: ok('Created.', EbrochureMutationResponseSchema),
      ...errors(400, 401, 413, 415),
    },
  },
  deleteEbrochure: {
    method: 'delete',
    path: '/api/ebrochure',
    tag: 'E-brochure',
    summary: 'Delete the e-brochure',
    auth: 'admin',
    responses: {
      200: ok('Deleted.', MessageResponseSchema),
      ...errors(401),
      ...withError(404, 'There is no e-brochure.'),
    },
  },

  // ---- public forms ----
  requestBrochure: {
    method: 'post',
    path: '/api/send-email',
    tag: 'Public forms',
    summary: 'Brochure request',
    description:
      'Stores a lead and mails the owner. `website` (honeypot) and `elapsedMs` are optional anti-spam signals; a submission that trips them gets the same answer and is dropped.',
    auth: 'none',
    body: json(BrochureRequestSchema),
    responses: {
      200: ok(
        'Received. With brochure gating the answer also carries a short-lived `download_url` (when a brochure exists) and a `visitor_pass`.',
        BrochureRequestResponseSchema,
      ),
      ...errors(400, 413, 415, 429),
    },
  },
  sendContactMessage: {
    method: 'post',
    path: '/api/contact',
    tag: 'Public forms',
    summary: 'Contact message',
    description:
      'Stores a lead and mails the owner (same anti-spam signals as the brochure request).',
    auth: 'none',
    body: json(ContactMessageSchema),
    responses: { 200: ok('Received.', MessageResponseSchema), ...errors(400, 413, 415, 429) },
  },
  sendInquiry: {
    method: 'post',
    path: '/api/inquiry/c',
    tag: 'Public forms',
    summary: 'Home page inquiry',
    description:
      'Stores a lead and mails the owner (same anti-spam signals as the brochure request).',
    auth: 'none',
    body: json(InquirySchema),
    responses: { 200: ok('Received.', MessageResponseSchema), ...errors(400, 413, 415, 429) },
  },

  getQuoteOffer: {
    method: 'get',
    path: '/api/quote',
    tag: 'Public forms',
    summary: 'Whether quote requests are taken, and their limits',
    description:
      'A backend without quote requests answers 404: the site then sends buyers to the contact form instead.',
    auth: 'none',
    responses: { 200: ok('The limits of a quote request.', QuoteOfferSchema) },
  },
  sendQuoteRequest: {
    method: 'post',
    path: '/api/quote',
    tag: 'Public forms',
    summary: 'Quote request with drawings',
    description: `Stores a lead of type quote (its drawings kept for the admin only, never published) and mails the owner, with the drawings attached up to ${String(QUOTE_LIMITS.mailAttachMaxBytes / (1024 * 1024))} MiB each. Drawings are checked by their bytes: the ending of the file name says the type and the content must prove it (PDF, PNG, JPEG, DXF, STEP, IGES); PNG and JPEG are decoded. At least one product line or one drawing. Same anti-spam signals as the brochure request.`,
    auth: 'none',
    body: {
      kind: 'multipart',
      jsonFields: [
        {
          name: QUOTE_FIELDS.request,
          schema: QuoteRequestSchema,
          required: true,
          description: `The request as a JSON text (UTF-8). A text that is not JSON answers 400 "${QUOTE_MESSAGES.requestInvalid}"`,
        },
      ],
      files: [
        file(
          FILE_RULES.quoteDrawings,
          `Up to ${String(QUOTE_LIMITS.maxDrawings)} drawings. Browsers declare CAD files as application/octet-stream or not at all; the name's ending and the bytes decide.`,
        ),
      ],
    },
    responses: {
      201: ok('Received.', MessageResponseSchema),
      ...errors(400, 413, 415, 429),
    },
  },

  // ---- gallery ----
  listGallery: {
    method: 'get',
    path: '/gallery/',
    tag: 'Gallery',
    summary: 'List the gallery pictures',
    description:
      'The mock answers a plain list; other backends may wrap it as `{ data }` or `{ images }`.',
    auth: 'none',
    responses: { 200: cached('Every picture.', GalleryListSchema), 304: notModified },
  },
  uploadGallery: {
    method: 'post',
    path: '/gallery/upload',
    tag: 'Gallery',
    summary: 'Upload pictures',
    auth: 'admin',
    body: {
      kind: 'multipart',
      files: [
        file(
          FILE_RULES.galleryImages,
          `One to ${String(FILE_RULES.galleryImages.maxCount)} pictures.`,
          true,
        ),
      ],
    },
    responses: { 201: ok('Uploaded.', GalleryUploadResponseSchema), ...errors(400, 401, 413, 415) },
  },
  replaceGalleryItem: {
    method: 'put',
    path: '/gallery/{id}',
    tag: 'Gallery',
    summary: 'Replace a picture',
    auth: 'admin',
    pathParams: idParam,
    body: { kind: 'multipart', files: [file(FILE_RULES.galleryImage, 'The new picture.', true)] },
    responses: {
      200: ok('Replaced; the answer carries updatedItem.', GalleryUpdateResponseSchema),
      ...errors(400, 401, 404, 413, 415),
    },
  },
  deleteGalleryItem: {
    method: 'delete',
    path: '/gallery/{id}',
    tag: 'Gallery',
    summary: 'Delete a picture',
    auth: 'admin',
    pathParams: idParam,
    responses: { 200: ok('Deleted.', MessageResponseSchema), ...errors(400, 401, 404) },
  },

  // ---- authentication ----
  login: {
    method: 'post',
    path: '/logAdmin',
    tag: 'Authentication',
    summary: 'Log in',
    description:
      'Answers a bearer token for the Authorization header of every admin call. Repeated failures from one address are throttled. With two-step verification on (issue 21), a right password without `code` answers 401 with `details.two_factor` = `required`, and the same call with the 6-digit code (or a recovery code) answers the token; wrong codes count as failed attempts.',
    auth: 'none',
    body: json(AdminLoginSchema),
    responses: {
      200: ok('Logged in.', AdminLoginResponseSchema),
      ...errors(400),
      ...withError(401, 'Wrong username or password.'),
      ...errors(413, 415, 429),
    },
  },
  logout: {
    method: 'post',
    path: '/logout',
    tag: 'Authentication',
    summary: 'Log out',
    description: 'Revokes the token it is called with. The body is an empty JSON object.',
    auth: 'admin',
    body: json(LogoutSchema),
    responses: { 200: ok('Logged out.', MessageResponseSchema), ...errors(400, 401, 413, 415) },
  },

  // ---- account security (issue 21) ----
  getAccount: {
    method: 'get',
    path: '/api/account',
    tag: 'Account',
    summary: 'The security settings',
    description:
      'Whether two-step verification is on and how many recovery codes are left, where the password comes from, and since when sessions are valid.',
    auth: 'admin',
    responses: { 200: ok('The settings.', AccountStatusSchema), ...errors(401) },
  },
  changePassword: {
    method: 'post',
    path: '/api/account/password',
    tag: 'Account',
    summary: 'Change the admin password',
    description:
      'Needs the current password (wrong ones count toward the login throttle). Every earlier session ends; this one goes on with the new token of the answer. Setting another ADMIN_PASSWORD or ADMIN_PASSWORD_HASH and restarting makes that one the password again.',
    auth: 'admin',
    body: json(PasswordChangeSchema),
    responses: {
      200: ok('Changed.', FreshTokenResponseSchema),
      ...errors(400, 401, 413, 415, 429),
    },
  },
  signOutEverywhere: {
    method: 'post',
    path: '/api/account/sign-out-everywhere',
    tag: 'Account',
    summary: 'Sign every session out',
    description:
      'Every token issued so far, this one included, gets 401 from now on. The body is an empty JSON object.',
    auth: 'admin',
    body: json(LogoutSchema),
    responses: { 200: ok('Signed out.', MessageResponseSchema), ...errors(400, 401, 413, 415) },
  },
  startTwoFactor: {
    method: 'post',
    path: '/api/account/2fa/setup',
    tag: 'Account',
    summary: 'Start two-step verification',
    description: `A new secret (SHA-1, ${String(ACCOUNT_LIMITS.totpDigits)} digits, ${String(ACCOUNT_LIMITS.totpPeriodSeconds)} s) for an authenticator app, not in use until a first code confirms it within ${String(ACCOUNT_LIMITS.enrolmentTtlMinutes)} minutes. The body is an empty JSON object.`,
    auth: 'admin',
    body: json(LogoutSchema),
    responses: {
      200: ok('The secret and its otpauth:// URI.', TwoFactorSetupResponseSchema),
      ...errors(400, 401, 409, 413, 415),
    },
  },
  enableTwoFactor: {
    method: 'post',
    path: '/api/account/2fa/enable',
    tag: 'Account',
    summary: 'Turn two-step verification on',
    description: `With a first code from the app. Answers ${String(ACCOUNT_LIMITS.recoveryCodes)} one-time recovery codes, shown once and stored only hashed.`,
    auth: 'admin',
    body: json(TwoFactorCodeSchema),
    responses: {
      200: ok('On.', RecoveryCodesResponseSchema),
      ...errors(400, 401, 409, 413, 415, 429),
    },
  },
  disableTwoFactor: {
    method: 'post',
    path: '/api/account/2fa/disable',
    tag: 'Account',
    summary: 'Turn two-step verification off',
    description: 'Needs a current code (or a recovery code).',
    auth: 'admin',
    body: json(TwoFactorCodeSchema),
    responses: { 200: ok('Off.', MessageResponseSchema), ...errors(400, 401, 409, 413, 415, 429) },
  },
  renewRecoveryCodes: {
    method: 'post',
    path: '/api/account/2fa/recovery-codes',
    tag: 'Account',
    summary: 'Make new recovery codes',
    description: 'Needs a current code; the old recovery codes stop working.',
    auth: 'admin',
    body: json(TwoFactorCodeSchema),
    responses: {
      200: ok('The new codes.', RecoveryCodesResponseSchema),
      ...errors(400, 401, 409, 413, 415, 429),
    },
  },

  // ---- backups (issue 21) ----
  listBackups: {
    method: 'get',
    path: '/api/backups',
    tag: 'Backups',
    summary: 'The stored backups',
    description:
      'The automatic daily backups, those of the CLI and the state kept before each restore, newest first; with what a backup now would hold.',
    auth: 'admin',
    responses: { 200: ok('The backups.', BackupListResponseSchema), ...errors(401) },
  },
  downloadBackup: {
    method: 'get',
    path: '/api/backups/archive',
    tag: 'Backups',
    summary: 'Download a backup now',
    description:
      'A ZIP archive of everything the backend keeps (the records, the uploaded files and their derivatives, the quote drawings, the activity log) with a manifest of counts and a SHA-256 per file, taken from one consistent state while writes go on.',
    auth: 'admin',
    responses: {
      200: {
        description: 'The archive (an attachment).',
        contentType: BACKUP_ARCHIVE_TYPE,
        headers: { 'Content-Disposition': 'attachment; filename="gear-backup-….zip"' },
      },
      ...errors(401, 409),
    },
  },
  getStoredBackup: {
    method: 'get',
    path: '/api/backups/{name}',
    tag: 'Backups',
    summary: 'Download a stored backup',
    auth: 'admin',
    pathParams: {
      name: {
        schema: z.string().check(z.regex(STORED_BACKUP_NAME)),
        description: 'The name from GET /api/backups.',
      },
    },
    responses: {
      200: { description: 'The archive (an attachment).', contentType: BACKUP_ARCHIVE_TYPE },
      ...errors(401, 404),
    },
  },
  restoreBackup: {
    method: 'post',
    path: '/api/backups/restore',
    tag: 'Backups',
    summary: 'Restore a backup',
    description:
      'The archive is checked completely first (manifest, checksums, every record against its schema, every file by type and size, no path outside the folders, no link, entry and size caps); a refused archive changes nothing and the answer says why. Then it replaces everything at once; the state before is kept as a stored backup, and every other session ends.',
    auth: 'admin',
    body: {
      kind: 'multipart',
      files: [
        {
          name: RESTORE_FIELD,
          maxCount: 1,
          mimeTypes: [BACKUP_ARCHIVE_TYPE],
          maxBytes: BACKUP_LIMITS.archiveMaxBytes,
          required: true,
          description: 'A backup archive (.zip) made by this site.',
        },
      ],
    },
    responses: {
      200: ok('Restored.', RestoreResponseSchema),
      ...errors(400, 401, 409, 413, 415),
    },
  },

  // ---- leads inbox (issue 7) ----
  listLeads: {
    method: 'get',
    path: '/api/leads',
    tag: 'Leads',
    summary: 'List leads',
    description:
      'Inquiries, contact messages and brochure requests, newest first, one page at a time, with the filter of the query.',
    auth: 'admin',
    query: LeadListQuerySchema,
    responses: { 200: ok('One page of leads.', LeadListResponseSchema), ...errors(400, 401) },
  },
  leadsSummary: {
    method: 'get',
    path: '/api/leads/summary',
    tag: 'Leads',
    summary: 'Unread and failed-mail counts',
    auth: 'admin',
    responses: { 200: ok('The counts.', LeadSummarySchema), ...errors(401) },
  },
  exportLeads: {
    method: 'get',
    path: '/api/leads/export.csv',
    tag: 'Leads',
    summary: 'Export leads as CSV',
    description: `Every lead matching the filter, UTF-8 with a byte order mark, columns ${LEAD_CSV_COLUMNS.join(', ')}. Cells starting with = + - @ are prefixed with an apostrophe.`,
    auth: 'admin',
    query: LeadFilterSchema,
    responses: {
      200: {
        description: 'The CSV file (an attachment).',
        contentType: 'text/csv',
        headers: { 'Content-Disposition': 'attachment; filename="leads-….csv"' },
      },
      ...errors(400, 401),
    },
  },
  updateLead: {
    method: 'patch',
    path: '/api/leads/{id}',
    tag: 'Leads',
    summary: 'Change status, notes or read state of a lead',
    auth: 'admin',
    pathParams: leadPathParams,
    body: json(LeadPatchSchema),
    responses: {
      200: ok('The lead as it now is.', LeadMutationResponseSchema),
      ...errors(400, 401, 404, 413, 415),
    },
  },
  resendLeadMail: {
    method: 'post',
    path: '/api/leads/{id}/resend',
    tag: 'Leads',
    summary: 'Send the notification e-mail of a lead again',
    auth: 'admin',
    pathParams: leadPathParams,
    responses: {
      200: ok('Sent; the lead as it now is.', LeadMutationResponseSchema),
      ...errors(400, 401, 404),
      ...withError(409, 'A delivery of this lead is in flight; it is never sent twice at once.'),
      ...withError(
        502,
        'The mail server refused or did not answer; `data` carries the lead, now failed with the new error.',
      ),
    },
  },

  deleteLead: {
    method: 'delete',
    path: '/api/leads/{id}',
    tag: 'Leads',
    summary: 'Delete a lead',
    description: 'Removes the lead and, for a quote request, its drawings.',
    auth: 'admin',
    pathParams: leadPathParams,
    responses: { 200: ok('Deleted.', MessageResponseSchema), ...errors(400, 401, 404) },
  },
  downloadLeadAttachment: {
    method: 'get',
    path: '/api/leads/{id}/attachments/{attachmentId}',
    tag: 'Leads',
    summary: 'Download a drawing of a quote request',
    description:
      'The file as the buyer sent it, as an attachment under its original name, with nosniff, no-store and a sandboxing Content-Security-Policy.',
    auth: 'admin',
    pathParams: attachmentPathParams,
    responses: {
      200: {
        description:
          'The drawing (application/pdf, image/png, image/jpeg, image/vnd.dxf, model/step or model/iges).',
        contentType: 'application/octet-stream',
        headers: {
          'Content-Disposition': `attachment; filename="…"; filename*=UTF-8''…`,
        },
      },
      ...errors(400, 401, 404),
    },
  },

  // ---- activity log (issue 7) ----
  listActivity: {
    method: 'get',
    path: '/api/activity',
    tag: 'Activity',
    summary: 'The activity log',
    description:
      'Logins (also failed ones, with the address), logouts and every create, update and delete, newest first.',
    auth: 'admin',
    query: ActivityQuerySchema,
    responses: { 200: ok('One page of entries.', ActivityListResponseSchema), ...errors(400, 401) },
  },

  // ---- dashboard (issue 18) ----
  adminSummary: {
    method: 'get',
    path: '/api/admin/summary',
    tag: 'Dashboard',
    summary: 'The dashboard figures',
    description: `How many sliders (at most ${String(MAX_SLIDERS)}), products and gallery images there are, whether an e-brochure is uploaded, the unread leads and failed notification mails, and the time of the newest activity-log entry: one call for every card of the dashboard.`,
    auth: 'admin',
    responses: { 200: ok('The figures.', AdminSummarySchema), ...errors(401) },
  },

  // ---- site ----
  sitemap: {
    method: 'get',
    path: '/sitemap.xml',
    tag: 'Site',
    summary: 'The sitemap',
    description:
      'Every public page and every product, on SITE_URL or else the origin the request came through.',
    auth: 'none',
    responses: {
      200: { description: 'sitemaps.org 0.9 XML.', contentType: 'application/xml' },
      ...withError(400, 'The Host header is not a plain name[:port].'),
    },
  },
  getUpload: {
    method: 'get',
    path: '/uploads/{file}',
    tag: 'Site',
    summary: 'An uploaded file',
    description: `Images (and their WebP derivatives) and the brochure PDF, the URLs records carry. Cached for a year (names never change); the PDF is sent as an attachment named ${BROCHURE_DOWNLOAD_FILE_NAME}.`,
    auth: 'none',
    pathParams: {
      file: {
        schema: z
          .string()
          .check(
            z.regex(
              /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.(?:jpe?g|png|gif|webp|pdf|JPE?G|PNG|GIF|WEBP|PDF)$/,
            ),
          ),
        description: 'The file name from the record URL.',
      },
    },
    responses: {
      200: {
        description: 'The file (image/jpeg, image/png, image/gif, image/webp or application/pdf).',
        contentType: 'application/octet-stream',
      },
      ...errors(404),
    },
  },
  openApiDocument: {
    method: 'get',
    path: '/openapi.json',
    tag: 'API reference',
    summary: 'This API description (OpenAPI 3.1)',
    description: 'Generated from the shared contract schemas, never written by hand.',
    auth: 'none',
    responses: { 200: cached('The OpenAPI document.', JsonObjectSchema), 304: notModified },
  },
  apiDocsPage: {
    method: 'get',
    path: '/docs',
    tag: 'API reference',
    summary: 'This API description as a page',
    description: 'Rendered on the server from the same document; no scripts.',
    auth: 'none',
    responses: {
      200: { description: 'An HTML page.', contentType: 'text/html' },
      304: notModified,
    },
  },
} satisfies Record<string, ApiOperation>;

/** The name of a call: its key in API_OPERATIONS and its operationId in the OpenAPI document. */
export type OperationId = keyof typeof OPERATIONS;

/** Every call by name; the mock mounts its handlers from here (mock-backend/src/http/api-route.ts). */
export const API_OPERATIONS: Readonly<Record<OperationId, ApiOperation>> = OPERATIONS;

/** Every call as a list, in registry order. */
export const API_ROUTES: readonly ApiRoute[] = Object.entries(API_OPERATIONS).map(
  ([operationId, operation]) => ({ operationId, ...operation }),
);
