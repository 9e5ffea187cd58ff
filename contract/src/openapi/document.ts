import * as z from 'zod/mini';
import contractPackage from '../../package.json' with { type: 'json' };
import {
  API_ROUTES,
  API_TAGS,
  NAMED_SCHEMAS,
  type ApiRoute,
  type FileField,
  type HttpMethod,
  type RequestBodySpec,
} from './routes.ts';

/**
 * The API as an OpenAPI 3.1 document, generated from the route registry (./routes.ts) and the
 * contract's zod schemas with zod's own JSON Schema output (draft 2020-12, the dialect of
 * OpenAPI 3.1). Wire formats are the schemas' input side: what a client sends and what a
 * tolerant reader accepts. Nothing here is hand-written JSON Schema except file parts.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiServer {
  url: string;
  description: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    description: string;
    required: boolean;
    content: Record<string, OpenApiMediaType>;
  };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: OpenApiServer[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

interface BuildOptions {
  /** Default: the site's same-origin prefix `/backend`, then the mock itself. */
  servers?: OpenApiServer[];
  /** Default: every route of the registry. */
  routes?: readonly ApiRoute[];
}

const API_VERSION: string = contractPackage.version;
const ADMIN_SECURITY_SCHEME = 'adminBearer';

const DEFAULT_SERVERS: OpenApiServer[] = [
  {
    url: '/backend',
    description:
      'The site’s same-origin prefix: nginx forwards /backend/… to the backend. A real backend deployed at its own host (API_BASE_URL) serves the same paths there, without the prefix.',
  },
  { url: '/', description: 'The mock backend reached directly (npm run dev -w mock-backend).' },
];

const COMPONENT_PREFIX = '#/components/schemas/';
/** Ids of schemas registered only to be generated in one pass; never left as $refs. */
const INTERNAL_PREFIX = '__operation_';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (mib >= 1 && Number.isInteger(mib)) return `${mib} MiB`;
  const kib = bytes / 1024;
  return Number.isInteger(kib) ? `${kib} KiB` : `${bytes} bytes`;
}

/** Every zod schema a route mentions, in a stable order. */
function schemasOf(route: ApiRoute): z.ZodMiniType[] {
  const found: z.ZodMiniType[] = [];
  for (const param of Object.values(route.pathParams ?? {})) found.push(param.schema);
  if (route.query) found.push(route.query);
  if (route.body?.kind === 'json') found.push(route.body.schema);
  if (route.body?.kind === 'multipart') {
    if (route.body.fields) found.push(route.body.fields);
    for (const field of route.body.jsonFields ?? []) found.push(field.schema);
  }
  for (const response of Object.values(route.responses)) {
    if (response.schema) found.push(response.schema);
  }
  return found;
}

/** Converts every schema of the routes in one pass, so the named records become $refs. */
function createConverter(routes: readonly ApiRoute[]) {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodMiniType, string>();
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) {
    registry.add(schema, { id: name });
    ids.set(schema, name);
  }
  let next = 0;
  for (const route of routes) {
    for (const schema of schemasOf(route)) {
      if (ids.has(schema)) continue;
      const id = `${INTERNAL_PREFIX}${next++}`;
      registry.add(schema, { id });
      ids.set(schema, id);
    }
  }
  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  }).schemas;

  const strip = (schema: JsonSchema): JsonSchema => {
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    return rest;
  };
  /** Inline internal $refs (a registered operation schema nested in another). */
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(`${COMPONENT_PREFIX}${INTERNAL_PREFIX}`)) {
      const target = generated[ref.slice(COMPONENT_PREFIX.length)];
      if (target) return inline(strip(target));
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  const asSchema = (value: unknown): JsonSchema => (isObject(value) ? value : {});

  const components: Record<string, JsonSchema> = {};
  for (const name of Object.keys(NAMED_SCHEMAS)) {
    components[name] = asSchema(inline(strip(asSchema(generated[name]))));
  }

  return {
    components,
    /** The JSON Schema of one zod schema: a $ref for a named record, else inline. */
    schema(zodSchema: z.ZodMiniType): JsonSchema {
      const id = ids.get(zodSchema);
      if (id === undefined) throw new Error('Schema not registered.');
      if (!id.startsWith(INTERNAL_PREFIX)) return { $ref: `${COMPONENT_PREFIX}${id}` };
      return asSchema(inline(strip(asSchema(generated[id]))));
    },
  };
}

type Converter = ReturnType<typeof createConverter>;

function fileSchema(file: FileField): JsonSchema {
  const one: JsonSchema = {
    type: 'string',
    contentMediaType: file.mimeTypes.length === 1 ? file.mimeTypes[0] : 'application/octet-stream',
    description: `${file.description} ${file.mimeTypes.join(', ')}; at most ${formatBytes(file.maxBytes)}.`,
    'x-max-bytes': file.maxBytes,
  };
  if (file.maxCount <= 1) return one;
  const { description: _each, ...item } = one;
  return {
    type: 'array',
    items: item,
    minItems: file.required ? 1 : 0,
    maxItems: file.maxCount,
    description: `${file.description} ${file.mimeTypes.join(', ')}; each at most ${formatBytes(file.maxBytes)}.`,
    'x-max-bytes': file.maxBytes,
  };
}

function requestBodyOf(body: RequestBodySpec, convert: Converter): OpenApiOperation['requestBody'] {
  if (body.kind === 'json') {
    return {
      description: `JSON (UTF-8), at most ${formatBytes(body.maxBytes)}.`,
      required: body.required ?? true,
      content: { 'application/json': { schema: convert.schema(body.schema) } },
    };
  }
  const fields = body.fields ? convert.schema(body.fields) : { properties: {}, required: [] };
  const fieldProps = isObject(fields.properties) ? fields.properties : {};
  const fieldRequired: unknown[] = Array.isArray(fields.required) ? fields.required : [];
  const properties: Record<string, unknown> = { ...fieldProps };
  const required: unknown[] = [...fieldRequired];
  const encoding: Record<string, { contentType: string }> = {};
  // A JSON text field: the part's schema is the document's, sent as application/json.
  for (const field of body.jsonFields ?? []) {
    properties[field.name] = { ...convert.schema(field.schema), description: field.description };
    if (field.required) required.push(field.name);
    encoding[field.name] = { contentType: 'application/json' };
  }
  for (const file of body.files) {
    properties[file.name] = fileSchema(file);
    if (file.required) required.push(file.name);
    encoding[file.name] = { contentType: file.mimeTypes.join(', ') };
  }
  const names = body.files.map((file) => file.name).join(', ');
  const json = (body.jsonFields ?? []).map((field) => field.name);
  const jsonText = json.length > 0 ? ` JSON text fields: ${json.join(', ')}.` : '';
  return {
    description: `multipart/form-data. Files: ${names}.${jsonText} Unknown fields, repeated text fields and files over their limit are refused.`,
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, required, additionalProperties: false },
        encoding,
      },
    },
  };
}

function operationOf(route: ApiRoute, convert: Converter): OpenApiOperation {
  const parameters: OpenApiParameter[] = [];
  for (const [name, param] of Object.entries(route.pathParams ?? {})) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: param.description,
      schema: convert.schema(param.schema),
    });
  }
  if (route.query) {
    const query = convert.schema(route.query);
    const required: unknown[] = Array.isArray(query.required) ? query.required : [];
    for (const [name, schema] of Object.entries(
      isObject(query.properties) ? query.properties : {},
    )) {
      parameters.push({
        name,
        in: 'query',
        required: required.includes(name),
        schema: isObject(schema) ? schema : {},
      });
    }
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const response: OpenApiResponse = { description: spec.description };
    if (spec.headers) {
      response.headers = Object.fromEntries(
        Object.entries(spec.headers).map(([name, description]) => [
          name,
          { description, schema: { type: 'string' } },
        ]),
      );
    }
    if (spec.schema) {
      response.content = {
        [spec.contentType ?? 'application/json']: { schema: convert.schema(spec.schema) },
      };
    } else if (spec.contentType) {
      response.content = { [spec.contentType]: {} };
    }
    responses[status] = response;
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: route.auth === 'admin' ? [{ [ADMIN_SECURITY_SCHEME]: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBodyOf(route.body, convert) } : {}),
    responses,
  };
}

export function buildOpenApiDocument(options: BuildOptions = {}): OpenApiDocument {
  const routes = options.routes ?? API_ROUTES;
  const convert = createConverter(routes);
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`Duplicate route ${route.method} ${route.path}`);
    item[route.method] = operationOf(route, convert);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gear manufacturer site API',
      version: API_VERSION,
      description:
        'Every call the site makes (SPEC §7) plus the owner tools, as the mock backend serves them. Generated from the shared contract (@gear/contract); admin calls need `Authorization: Bearer <token>` from POST /logAdmin. Errors answer `{ success: false, error, details? }`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: options.servers ?? DEFAULT_SERVERS,
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: convert.components,
      securitySchemes: {
        [ADMIN_SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token answered by POST /logAdmin; revoked by POST /logout.',
        },
      },
    },
  };
}
