import { describe, expect, it } from 'vitest';
import contractPackage from '../../package.json' with { type: 'json' };
import { API_PATHS } from '../api-paths.ts';
import { ACCOUNT_PATHS } from '../account.ts';
import { BACKUP_PATHS } from '../backups.ts';
import {
  ACTIVITY_LIMITS,
  IMAGE_MAX_BYTES,
  LEADS_LIMITS,
  MAX_GALLERY_FILES_PER_UPLOAD,
  PDF_MAX_BYTES,
  TEXT_LIMITS,
} from '../limits.ts';
import { QUOTE_LIMITS } from '../quote-basics.ts';
import { buildOpenApiDocument, type JsonSchema, type OpenApiOperation } from './document.ts';
import { API_ROUTES } from './routes.ts';

const doc = buildOpenApiDocument();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function operations(): { method: string; path: string; op: OpenApiOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );
}

function operation(method: string, path: string): OpenApiOperation {
  const found = operations().find((entry) => entry.method === method && entry.path === path);
  if (!found) throw new Error(`No ${method} ${path}`);
  return found.op;
}

/** Follows one local $ref (`#/a/b`) inside the document. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    if (!isObject(node)) return undefined;
    node = node[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** The schema itself, or the component it refers to. */
function deref(schema: JsonSchema | undefined): JsonSchema {
  const ref = schema?.$ref;
  const target = typeof ref === 'string' ? resolve(ref) : schema;
  if (!isObject(target)) throw new Error('Unresolvable schema');
  return target;
}

function propertyOf(schema: JsonSchema | undefined, name: string): JsonSchema {
  const properties = deref(schema).properties;
  const property = isObject(properties) ? properties[name] : undefined;
  if (!isObject(property)) throw new Error(`No property ${name}`);
  return property;
}

const jsonBody = (op: OpenApiOperation) => op.requestBody?.content['application/json']?.schema;
const multipartBody = (op: OpenApiOperation) =>
  op.requestBody?.content['multipart/form-data']?.schema;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with the contract package version and the /backend server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(contractPackage.version);
    expect(doc.servers[0]?.url).toBe('/backend');
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('documents every call of API_PATHS', () => {
    const documented = new Set(Object.keys(doc.paths));
    const concrete = [
      ...Object.values(API_PATHS).map((value) =>
        typeof value === 'function' ? value(7, 'abc') : value,
      ),
      ...Object.values(ACCOUNT_PATHS),
      ...Object.values(BACKUP_PATHS).map((value) =>
        typeof value === 'function' ? value('{name}') : value,
      ),
    ];
    for (const path of concrete) {
      const template = path
        .replace('%7Bname%7D', '{name}')
        .replace(/\/7(?=\/|$)/, '/{id}')
        .replace(/\/abc$/, '/{attachmentId}');
      expect.soft(documented, path).toContain(template);
    }
  });

  it('has unique operationIds, a tag of the list and a success answer on every operation', () => {
    const ids = operations().map((entry) => entry.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const { method, path, op } of operations()) {
      expect
        .soft(
          op.tags.every((tag) => tags.has(tag)),
          `${method} ${path}`,
        )
        .toBe(true);
      expect.soft(Object.keys(op.responses).some((status) => status.startsWith('2'))).toBe(true);
    }
  });

  it('declares every path parameter of every template, and nothing more', () => {
    for (const { method, path, op } of operations()) {
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((param) => param.in === 'path')
        .map((param) => {
          expect(param.required).toBe(true);
          return param.name;
        })
        .sort();
      expect.soft(declared, `${method} ${path}`).toEqual(inTemplate);
    }
  });

  it('resolves every $ref, and every named component is used', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect.soft(resolve(ref), ref).toBeDefined();
    const used = new Set(refsIn(doc.paths).concat(refsIn(doc.components)));
    for (const name of Object.keys(doc.components.schemas)) {
      expect.soft(used, name).toContain(`#/components/schemas/${name}`);
    }
  });

  it('names the main records in components and leaves no generator artefacts', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Slider',
        'Product',
        'GalleryItem',
        'Ebrochure',
        'Lead',
        'ActivityEntry',
        'Error',
      ]),
    );
    const text = JSON.stringify(doc);
    expect(text).not.toContain('__operation_');
    expect(text).not.toContain('"$schema"');
    expect(text).not.toContain('"$id"');
  });

  it('marks admin calls with the bearer scheme and public calls with none', () => {
    for (const route of API_ROUTES) {
      const op = operation(route.method, route.path);
      if (route.auth === 'admin') {
        expect.soft(op.security).toEqual([{ adminBearer: [] }]);
        expect.soft(op.responses['401'], route.operationId).toBeDefined();
      } else expect.soft(op.security).toEqual([]);
    }
    expect(doc.components.securitySchemes.adminBearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('answers errors in the one error shape', () => {
    for (const { op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect.soft(response.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });
});

describe('the schemas carry the contract limits', () => {
  it('public forms: text limits, required fields, no unknown fields', () => {
    const inquiry = deref(jsonBody(operation('post', '/api/inquiry/c')));
    expect(propertyOf(inquiry, 'name').maxLength).toBe(TEXT_LIMITS.personName);
    expect(propertyOf(inquiry, 'email').maxLength).toBe(TEXT_LIMITS.email);
    expect(propertyOf(inquiry, 'contact').maxLength).toBe(TEXT_LIMITS.phone);
    expect(propertyOf(inquiry, 'message').maxLength).toBe(TEXT_LIMITS.message);
    expect(inquiry.required).toEqual(['name', 'email', 'contact', 'message']);
    expect(inquiry.additionalProperties).toBe(false);
    const contact = deref(jsonBody(operation('post', '/api/contact')));
    expect(contact.required).toEqual(['name', 'email', 'phone', 'message']);
    const brochure = deref(jsonBody(operation('post', '/api/send-email')));
    expect(brochure.required).toEqual(['name', 'email', 'contact']);
  });

  it('multipart bodies: text fields from the schemas, files with their type and size caps', () => {
    const slider = multipartBody(operation('post', '/sliders/addSlider'));
    expect(propertyOf(slider, 'title').maxLength).toBe(TEXT_LIMITS.sliderTitle);
    expect(propertyOf(slider, 'image')['x-max-bytes']).toBe(IMAGE_MAX_BYTES);
    expect(deref(slider).required).toEqual(['title', 'description', 'image']);
    const update = multipartBody(operation('put', '/sliders/updateSlider/{id}'));
    expect(deref(update).required).toEqual(['title', 'description']);

    const product = multipartBody(operation('post', '/api/subcategories'));
    expect(propertyOf(product, 'description').maxLength).toBe(TEXT_LIMITS.productDescription);
    for (const name of ['image', 'subimg1', 'subimg6', 'existingSubimg1', 'existingSubimg6']) {
      expect.soft(propertyOf(product, name)).toBeDefined();
    }

    const brochure = multipartBody(operation('post', '/api/ebrochure'));
    expect(propertyOf(brochure, 'pdf_file')).toMatchObject({
      contentMediaType: 'application/pdf',
      'x-max-bytes': PDF_MAX_BYTES,
    });
    const gallery = multipartBody(operation('post', '/gallery/upload'));
    expect(propertyOf(gallery, 'images')).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: MAX_GALLERY_FILES_PER_UPLOAD,
    });
  });

  it('quote requests: the request as a JSON text field, up to five drawings', () => {
    const op = operation('post', '/api/quote');
    expect(op.security).toEqual([]);
    const media = op.requestBody?.content['multipart/form-data'];
    expect(media?.encoding?.request).toEqual({ contentType: 'application/json' });
    expect(propertyOf(media?.schema, 'request').$ref).toBe('#/components/schemas/QuoteRequest');
    expect(propertyOf(media?.schema, 'drawings')).toMatchObject({
      type: 'array',
      minItems: 0,
      maxItems: QUOTE_LIMITS.maxDrawings,
      'x-max-bytes': QUOTE_LIMITS.drawingMaxBytes,
    });
    expect(deref(media?.schema).required).toEqual(['request']);
    expect(op.requestBody?.description).toContain('JSON text fields: request.');
    const request = deref({ $ref: '#/components/schemas/QuoteRequest' });
    expect(request.required).toEqual(['name', 'email', 'phone', 'lines']);
    expect(request.additionalProperties).toBe(false);
    expect(propertyOf(request, 'lines').maxItems).toBe(QUOTE_LIMITS.maxLines);
    expect(Object.keys(op.responses).sort()).toEqual(['201', '400', '413', '415', '429']);
    expect(operation('get', '/api/quote').responses['200']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/QuoteOffer' } },
    });
    const download = operation('get', '/api/leads/{id}/attachments/{attachmentId}');
    expect(download.security).toEqual([{ adminBearer: [] }]);
    expect(operation('delete', '/api/leads/{id}').security).toEqual([{ adminBearer: [] }]);
  });

  it('owner tools: query parameters, page size caps, lead statuses', () => {
    const list = operation('get', '/api/leads');
    const params = new Map((list.parameters ?? []).map((param) => [param.name, param]));
    expect([...params.keys()].sort()).toEqual([
      'from',
      'page',
      'pageSize',
      'q',
      'status',
      'to',
      'type',
    ]);
    expect(params.get('q')?.schema.maxLength).toBe(LEADS_LIMITS.searchMax);
    expect(params.get('pageSize')?.schema.maximum).toBe(LEADS_LIMITS.pageSizeMax);
    expect(params.get('status')?.schema.enum).toEqual(['new', 'contacted', 'closed', 'spam']);
    const patch = jsonBody(operation('patch', '/api/leads/{id}'));
    expect(propertyOf(patch, 'notes').maxLength).toBe(LEADS_LIMITS.notesMax);
    const activity = operation('get', '/api/activity');
    const pageSize = activity.parameters?.find((param) => param.name === 'pageSize');
    expect(pageSize?.schema.maximum).toBe(ACTIVITY_LIMITS.pageSizeMax);
    expect(operation('get', '/api/leads/export.csv').responses['200']?.content).toHaveProperty(
      'text/csv',
    );
  });
});
