import { randomBytes } from 'node:crypto';

/** The fields every stored record carries, Mongoose style. */
export interface MongoFields {
  _id: string;
  id: string;
  createdAt: string;
  updatedAt: string;
  __v: 0;
}

export interface SliderFields {
  title: string;
  description: string;
  image: string;
}

export const SUB_IMAGE_SLOTS = [1, 2, 3, 4, 5, 6] as const;
export type SubImageSlot = (typeof SUB_IMAGE_SLOTS)[number];
export type SubImageKey = `sub_image${SubImageSlot}`;

export type ProductFields = {
  title: string;
  description: string;
  product_image: string;
} & Record<SubImageKey, string>;

export interface GalleryFields {
  image: string;
}

export interface EbrochureFields {
  cover_image: string;
  pdf_file: string;
}

/** Which public form a lead came from (named after its path). */
type LeadKind = 'send-email' | 'contact' | 'inquiry';

export interface LeadFields {
  kind: LeadKind;
  name: string;
  email: string;
  contact?: string;
  phone?: string;
  message?: string;
}

export type Slider = MongoFields & SliderFields;
export type Product = MongoFields & ProductFields;
export type GalleryItem = MongoFields & GalleryFields;
export type Ebrochure = MongoFields & EbrochureFields;
export type Lead = MongoFields & LeadFields;

/** A 24-hex-digit id shaped like a MongoDB ObjectId. */
function newObjectId(): string {
  return randomBytes(12).toString('hex');
}

/** An in-memory collection in insertion order (like a Mongo `find()` without sort). */
class Collection<T extends object> {
  readonly #items = new Map<string, MongoFields & T>();

  list(): (MongoFields & T)[] {
    return [...this.#items.values()];
  }

  get size(): number {
    return this.#items.size;
  }

  first(): (MongoFields & T) | undefined {
    return this.#items.values().next().value;
  }

  get(id: string): (MongoFields & T) | undefined {
    return this.#items.get(id);
  }

  insert(fields: T): MongoFields & T {
    const id = newObjectId();
    const now = new Date().toISOString();
    const record: MongoFields & T = {
      _id: id,
      id,
      ...fields,
      createdAt: now,
      updatedAt: now,
      __v: 0,
    };
    this.#items.set(id, record);
    return record;
  }

  update(id: string, changes: Partial<T>): (MongoFields & T) | undefined {
    const current = this.#items.get(id);
    if (current === undefined) return undefined;
    const updated: MongoFields & T = {
      ...current,
      ...changes,
      updatedAt: new Date().toISOString(),
    };
    this.#items.set(id, updated);
    return updated;
  }

  remove(id: string): (MongoFields & T) | undefined {
    const current = this.#items.get(id);
    this.#items.delete(id);
    return current;
  }

  clear(): void {
    this.#items.clear();
  }
}

export interface StoreSnapshot {
  sliders: Slider[];
  products: Product[];
  gallery: GalleryItem[];
  ebrochure: Ebrochure | null;
  leads: Lead[];
}

/** All the data of the foreign backend (memory only; files live in the FileStore). */
export class ForeignStore {
  readonly sliders = new Collection<SliderFields>();
  readonly products = new Collection<ProductFields>();
  readonly gallery = new Collection<GalleryFields>();
  /** Holds at most one record. */
  readonly ebrochures = new Collection<EbrochureFields>();
  readonly leads = new Collection<LeadFields>();

  clear(): void {
    this.sliders.clear();
    this.products.clear();
    this.gallery.clear();
    this.ebrochures.clear();
    this.leads.clear();
  }

  snapshot(): StoreSnapshot {
    return {
      sliders: this.sliders.list(),
      products: this.products.list(),
      gallery: this.gallery.list(),
      ebrochure: this.ebrochures.first() ?? null,
      leads: this.leads.list(),
    };
  }
}
