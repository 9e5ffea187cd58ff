import { DbSchema, type Db } from './db-schema.ts';
import type { DeepReadonly } from './deep-freeze.ts';

const COLLECTIONS = [
  'sliders',
  'subcategories',
  'gallery',
  'ebrochure',
  'leads',
  'categories',
] as const;

/** A category name as two names are compared: 'Spur  gears' is 'Spur Gears'. */
export const categoryNameKey = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * DbSchema plus what a schema per record cannot say: ids unique inside each collection; category
 * names (ignoring case and spacing) and slugs unique; a product's category_id names a stored
 * category (deleting a category is refused while products are in it, so a write that would
 * leave one pointing at nothing is a bug and is not committed).
 */
export const DbWithInvariantsSchema = DbSchema.superRefine((db, ctx) => {
  for (const name of COLLECTIONS) {
    const seen = new Set<number>();
    db[name].forEach((record, index) => {
      if (seen.has(record.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [name, index, 'id'],
          message: `duplicate id ${record.id}`,
        });
      }
      seen.add(record.id);
    });
  }
  const names = new Set<string>();
  const slugs = new Set<string>();
  db.categories.forEach((category, index) => {
    const name = categoryNameKey(category.name);
    if (names.has(name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['categories', index, 'name'],
        message: `duplicate category name ${category.name}`,
      });
    }
    if (slugs.has(category.slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['categories', index, 'slug'],
        message: `duplicate category slug ${category.slug}`,
      });
    }
    names.add(name);
    slugs.add(category.slug);
  });
  const categoryIds = new Set(db.categories.map((category) => category.id));
  db.subcategories.forEach((product, index) => {
    const categoryId = product.category_id;
    if (typeof categoryId === 'number' && !categoryIds.has(categoryId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategories', index, 'category_id'],
        message: `no category ${categoryId}`,
      });
    }
  });
});

type NumberedCollection = keyof Db['last_ids'];

/**
 * The next id of a collection, recorded in the draft: above every stored id and every id handed
 * out before, so the id of a deleted record is never used again (ids are never below 1).
 */
export function nextId(draft: Db, collection: NumberedCollection): number {
  const records: ReadonlyArray<{ readonly id: number }> = draft[collection];
  const stored = records.reduce((max, record) => Math.max(max, record.id), 0);
  const id = Math.max(stored, draft.last_ids[collection] ?? 0) + 1;
  draft.last_ids[collection] = id;
  return id;
}

/** Every `/uploads/...` URL the database references, image derivatives included. */
export function referencedUploadUrls(db: DeepReadonly<Db>): Set<string> {
  const urls = new Set<string>();
  for (const record of [...db.sliders, ...db.subcategories, ...db.gallery, ...db.ebrochure]) {
    for (const list of Object.values(record.variants ?? {})) {
      for (const variant of list) urls.add(variant.url);
    }
  }
  for (const slider of db.sliders) urls.add(slider.image);
  for (const product of db.subcategories) {
    for (const url of [
      product.product_image,
      product.sub_image1,
      product.sub_image2,
      product.sub_image3,
      product.sub_image4,
      product.sub_image5,
      product.sub_image6,
    ]) {
      if (url) urls.add(url);
    }
  }
  for (const item of db.gallery) urls.add(item.image);
  for (const brochure of db.ebrochure) {
    urls.add(brochure.cover_image);
    urls.add(brochure.pdf_file);
  }
  return urls;
}

/** The ids of every drawing a quote lead references (their files live in DATA_DIR/quote-files). */
export function referencedAttachmentIds(db: DeepReadonly<Db>): Set<string> {
  const ids = new Set<string>();
  for (const lead of db.leads) {
    for (const attachment of lead.quote?.attachments ?? []) ids.add(attachment.id);
  }
  return ids;
}
