import { z } from 'zod';
import { DRAWING_TYPES } from '@gear/contract/quote-rules';
import { LeadKindSchema } from '@gear/contract/leads';
import { LEAD_STATUSES, MailStatusSchema } from '@gear/contract/leads-admin';
import { CATALOGUE_LIMITS } from '@gear/contract/catalogue-basics';
import { SLUG_PATTERN } from '@gear/contract/catalogue-input';

/**
 * The shape of DATA_DIR/db.json. Top-level arrays keep it json-server compatible
 * (`npm run db:browse` opens it read-only). Asset URLs are root-relative `/uploads/<uuid>.<ext>`.
 */
const id = z.number().int().positive();
const timestamp = z.iso.datetime();
const uploadUrl = z.string().regex(/^\/uploads\/[A-Za-z0-9._-]+$/);
/**
 * WebP derivatives of the record's images, keyed by the image URL (ADR 0016). Optional: records
 * written before derivatives existed, and images without any (PDFs, animated GIFs), have none.
 */
export const StoredVariantsSchema = z.record(
  uploadUrl,
  z.array(
    z.strictObject({
      width: z.number().int().positive(),
      url: z.string().regex(/^\/uploads\/[A-Za-z0-9._-]+\.webp$/),
    }),
  ),
);
const variants = StoredVariantsSchema.optional();

export const StoredSliderSchema = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  image: uploadUrl,
  variants,
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * A product's specification row (issue 20), as the contract's SpecRowsSchema wrote it: the unit
 * normalised, a number, a `{min, max}` range or text.
 */
const specNumber = z
  .number()
  .refine((value) => Number.isFinite(value) && Math.abs(value) <= CATALOGUE_LIMITS.specNumberMax);
export const StoredSpecRowSchema = z.strictObject({
  name: z.string().min(1),
  value: z.union([
    specNumber,
    z
      .strictObject({ min: specNumber, max: specNumber })
      .refine((range) => range.min <= range.max, 'min above max'),
    z.string().min(1),
  ]),
  unit: z.string(),
});

/** A catalogue category (issue 20); the array's order is the owner's. */
export const StoredCategorySchema = z.strictObject({
  id,
  name: z.string().min(1),
  /** Its address: /product?category=<slug>. */
  slug: z.string().regex(SLUG_PATTERN),
  created_at: timestamp,
  updated_at: timestamp,
});

export const StoredProductSchema = z.strictObject({
  id,
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  product_image: uploadUrl,
  sub_image1: uploadUrl.nullable(),
  sub_image2: uploadUrl.nullable(),
  sub_image3: uploadUrl.nullable(),
  sub_image4: uploadUrl.nullable(),
  sub_image5: uploadUrl.nullable(),
  sub_image6: uploadUrl.nullable(),
  variants,
  /**
   * Issue 20; absent in products written before it. A category's id (db-invariants: one that
   * exists) or null for none.
   */
  category_id: id.nullable().optional(),
  /** Issue 20: the specification rows in the owner's order; absent when there are none. */
  specs: z.array(StoredSpecRowSchema).optional(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const StoredGalleryItemSchema = z.strictObject({
  id,
  image: uploadUrl,
  variants,
  created_at: timestamp,
  updated_at: timestamp,
});

/** The single e-brochure record; the array holds zero or one entry. */
export const StoredEbrochureSchema = z.strictObject({
  id: z.literal(1),
  cover_image: uploadUrl,
  pdf_file: uploadUrl,
  variants,
  updated_at: timestamp,
});

/** The id of a stored drawing: a UUID, also its file name in DATA_DIR/quote-files (with its type's ending). */
export const ATTACHMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a quote request adds to its lead (issue 19): company, country, the lines, the drawings. */
export const StoredQuoteSchema = z.strictObject({
  company: z.string(),
  country: z.string(),
  lines: z.array(
    z.strictObject({
      /** The product's id as the site sent it (a number with the mock; other backends: text). */
      productId: z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]),
      title: z.string(),
      quantity: z.number().int().positive(),
      note: z.string(),
    }),
  ),
  attachments: z.array(
    z.strictObject({
      id: z.string().regex(ATTACHMENT_ID),
      /** The buyer's file name, made safe for display (never part of a path). */
      name: z.string(),
      type: z.enum(DRAWING_TYPES),
      size: z.number().int().nonnegative(),
    }),
  ),
});

/**
 * Inquiries, contact messages, brochure and quote requests: stored before any mail is sent. The inbox
 * fields (status, notes, read_at, updated_at; issue 7) came later: a lead written before them
 * loads as new, without notes, unread, last updated when it was received.
 */
export const StoredLeadSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('updated_at' in value) && 'created_at' in value
      ? { ...value, updated_at: value.created_at }
      : value,
  z.strictObject({
    id,
    kind: LeadKindSchema,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    status: z.enum(LEAD_STATUSES).default('new'),
    notes: z.string().default(''),
    /** When an admin first opened it; null = unread. */
    read_at: timestamp.nullable().default(null),
    mail_status: MailStatusSchema,
    mail_error: z.string().nullable(),
    /** Quote requests only; the other kinds, and leads written before issue 19, have none. */
    quote: StoredQuoteSchema.optional(),
  }),
);

export const DbSchema = z.strictObject({
  sliders: z.array(StoredSliderSchema),
  subcategories: z.array(StoredProductSchema),
  gallery: z.array(StoredGalleryItemSchema),
  ebrochure: z.array(StoredEbrochureSchema).max(1),
  leads: z.array(StoredLeadSchema),
  /** Issue 20; absent in older files. */
  categories: z.array(StoredCategorySchema).default([]),
  /** Revoked token ids (logout), kept until they expire. */
  revoked_tokens: z.array(z.strictObject({ jti: z.string(), exp: z.number().int() })),
  /**
   * The last id handed out in each collection, so a deleted record's id is never given to a new
   * one (a mail's link to lead #12 must never open another lead). Absent in older files: the
   * largest stored id is the floor anyway.
   */
  last_ids: z
    .strictObject({
      sliders: z.number().int().nonnegative().optional(),
      subcategories: z.number().int().nonnegative().optional(),
      gallery: z.number().int().nonnegative().optional(),
      leads: z.number().int().nonnegative().optional(),
      categories: z.number().int().nonnegative().optional(),
    })
    .default({}),
});

export type Db = z.infer<typeof DbSchema>;
export type StoredSlider = z.infer<typeof StoredSliderSchema>;
export type StoredProduct = z.infer<typeof StoredProductSchema>;
export type StoredGalleryItem = z.infer<typeof StoredGalleryItemSchema>;
export type StoredEbrochure = z.infer<typeof StoredEbrochureSchema>;
export type StoredLead = z.infer<typeof StoredLeadSchema>;
export type StoredCategory = z.infer<typeof StoredCategorySchema>;
export type StoredSpecRow = z.infer<typeof StoredSpecRowSchema>;
export type StoredQuote = z.infer<typeof StoredQuoteSchema>;
export type StoredAttachment = StoredQuote['attachments'][number];

/** What the seed puts into an empty DATA_DIR. */
export type SeedContent = Pick<Db, 'sliders' | 'subcategories' | 'gallery' | 'ebrochure'> &
  Partial<Pick<Db, 'categories'>>;

export const emptyDb = (): Db => ({
  sliders: [],
  subcategories: [],
  gallery: [],
  ebrochure: [],
  leads: [],
  categories: [],
  revoked_tokens: [],
  last_ids: {},
});
