import pLimit from 'p-limit';
import { catalogueQuery } from '@gear/contract/catalogue-basics';
import { toJsonBody, type JsonBody } from '../../http/cached-json.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Snapshot } from '../../store/store.ts';
import {
  CatalogueQueryError,
  createCatalogueIndexer,
  readCatalogueQuery,
  searchCatalogue,
  type CatalogueIndex,
} from './catalogue-engine.ts';

/** Answers kept per snapshot: the same address again is served from here. */
const CACHE_SIZE = 200;

export interface CatalogueService {
  /** The answer to a raw query string (400 HttpError for an address over the limits). */
  search(query: string): Promise<JsonBody>;
}

/**
 * GET /api/catalogue behind the engine: the index built once per store snapshot (at start, and
 * then only for what changed), the last CACHE_SIZE answers of that index kept (least recently
 * used goes), and the work done one search at a time after yielding to the event loop, so a flood
 * of searches queues behind itself while every other request is still served between two.
 */
export function createCatalogueService(snapshot: () => Snapshot): CatalogueService {
  const indexer = createCatalogueIndexer();
  let indexed: { readonly key: Snapshot; readonly index: CatalogueIndex } | null = null;
  let cache: { readonly key: CatalogueIndex; readonly answers: Map<string, JsonBody> } | null =
    null;
  const oneAtATime = pLimit(1);

  const indexOf = (db: Snapshot): CatalogueIndex => {
    if (indexed?.key !== db) indexed = { key: db, index: indexer(db.subcategories, db.categories) };
    return indexed.index;
  };
  const answersOf = (index: CatalogueIndex): Map<string, JsonBody> => {
    if (cache?.key !== index) cache = { key: index, answers: new Map() };
    return cache.answers;
  };

  function read(query: string) {
    try {
      return readCatalogueQuery(query);
    } catch (error) {
      if (error instanceof CatalogueQueryError) throw new HttpError(400, error.message);
      throw error;
    }
  }

  const yieldToOthers = () =>
    new Promise<void>((resolve) => {
      setImmediate(resolve);
    });

  // The first visitor after a start does not wait for the index.
  indexOf(snapshot());

  return {
    async search(query) {
      const state = read(query);
      const key = catalogueQuery(state);
      // Answered before on the current data: no queue.
      const fresh =
        indexed?.key === snapshot() && cache?.key === indexed.index ? cache.answers : null;
      const hit = fresh?.get(key);
      if (fresh && hit) {
        // Most recently used last.
        fresh.delete(key);
        fresh.set(key, hit);
        return hit;
      }
      return oneAtATime(async () => {
        await yieldToOthers();
        const index = indexOf(snapshot());
        const answers = answersOf(index);
        const cached = answers.get(key);
        if (cached) return cached;
        const body = toJsonBody(searchCatalogue(index, state));
        answers.set(key, body);
        if (answers.size > CACHE_SIZE) {
          const oldest = answers.keys().next();
          if (!oldest.done) answers.delete(oldest.value);
        }
        return body;
      });
    },
  };
}
