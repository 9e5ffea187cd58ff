import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { slugify } from '@gear/contract/catalogue-input';
import type { Category } from '@gear/contract/catalogue-search';
import type { CategoryInput } from '@gear/contract/catalogue';
import { HttpError } from '../../http/http-error.ts';
import type { Db, StoredCategory } from '../../store/db-schema.ts';
import { categoryNameKey, nextId } from '../../store/db-invariants.ts';
import type { Snapshot, Store } from '../../store/store.ts';

/**
 * The owner's categories (issue 20, ADR 0035): in the owner's order, names unique ignoring case
 * and spacing, slugs unique, deleted only when no product is in them.
 */

/** A category as the API answers it: its address and how many products it holds. */
type CategoryAnswer = Required<Category> & { id: number };

export interface CategoryChange {
  category: CategoryAnswer;
  /** The name before a rename (update only). */
  previousName?: string;
}

export interface CategoriesService {
  list(): CategoryAnswer[];
  create(input: CategoryInput): Promise<CategoryAnswer>;
  update(id: number, input: CategoryInput): Promise<CategoryChange>;
  /** `changed`: whether the order is not the one stored before. */
  reorder(ids: readonly number[]): Promise<{ list: CategoryAnswer[]; changed: boolean }>;
  remove(id: number): Promise<CategoryAnswer>;
}

const notFound = () => new HttpError(404, CATALOGUE_MESSAGES.categoryNotFound);

/** How many products each category holds. */
function productCounts(db: Pick<Snapshot, 'subcategories'>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const product of db.subcategories) {
    const id = product.category_id;
    if (typeof id === 'number') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function answer(category: Readonly<StoredCategory>, counts: Map<number, number>): CategoryAnswer {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    product_count: counts.get(category.id) ?? 0,
  };
}

/** Every category, in the owner's order, with its product count. */
function listCategories(db: Pick<Snapshot, 'categories' | 'subcategories'>): CategoryAnswer[] {
  const counts = productCounts(db);
  return db.categories.map((category) => answer(category, counts));
}

/** The slug a write asks for: the one sent, else one made from the name (400 when none can be). */
function slugOf(input: CategoryInput): string {
  const slug = input.slug ?? slugify(input.name);
  if (slug === '') throw new HttpError(400, CATALOGUE_MESSAGES.categorySlugInvalid);
  return slug;
}

/** 409 when another category (not `self`) has this name or slug. */
function assertFree(draft: Db, name: string, slug: string, self?: number): void {
  const others = draft.categories.filter((category) => category.id !== self);
  const key = categoryNameKey(name);
  if (others.some((category) => categoryNameKey(category.name) === key))
    throw new HttpError(409, CATALOGUE_MESSAGES.categoryNameTaken);
  if (others.some((category) => category.slug === slug))
    throw new HttpError(409, CATALOGUE_MESSAGES.categorySlugTaken);
}

export function createCategoriesService(store: Store): CategoriesService {
  return {
    list: () => listCategories(store.read()),
    create(input) {
      return store.update((draft) => {
        if (draft.categories.length >= CATALOGUE_LIMITS.maxCategories)
          throw new HttpError(409, CATALOGUE_MESSAGES.categoryLimit);
        const slug = slugOf(input);
        assertFree(draft, input.name, slug);
        const now = new Date().toISOString();
        const category: StoredCategory = {
          id: nextId(draft, 'categories'),
          name: input.name,
          slug,
          created_at: now,
          updated_at: now,
        };
        draft.categories.push(category);
        return answer(category, new Map());
      });
    },
    update(id, input) {
      return store.update((draft) => {
        const category = draft.categories.find((candidate) => candidate.id === id);
        if (!category) throw notFound();
        // A slug left out stays: the category's shared addresses keep working after a rename.
        const slug = input.slug === undefined ? category.slug : slugOf(input);
        assertFree(draft, input.name, slug, id);
        const previousName = category.name;
        category.name = input.name;
        category.slug = slug;
        category.updated_at = new Date().toISOString();
        return { category: answer(category, productCounts(draft)), previousName };
      });
    },
    reorder(ids) {
      return store.update((draft) => {
        const byId = new Map(draft.categories.map((category) => [category.id, category]));
        const ordered = ids.flatMap((id) => {
          const category = byId.get(id);
          byId.delete(id);
          return category ? [category] : [];
        });
        if (ordered.length !== ids.length || byId.size > 0)
          throw new HttpError(400, CATALOGUE_MESSAGES.categoryOrderMismatch);
        const changed = ordered.some((category, index) => draft.categories[index] !== category);
        draft.categories = ordered;
        return { list: listCategories(draft), changed };
      });
    },
    remove(id) {
      return store.update((draft) => {
        const index = draft.categories.findIndex((candidate) => candidate.id === id);
        const category = draft.categories[index];
        if (!category) throw notFound();
        const count = productCounts(draft).get(id) ?? 0;
        if (count > 0)
          throw new HttpError(409, CATALOGUE_MESSAGES.categoryNotEmpty(category.name, count));
        draft.categories.splice(index, 1);
        return answer(category, new Map());
      });
    },
  };
}
