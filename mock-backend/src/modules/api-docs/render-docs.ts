import { createHash } from 'node:crypto';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from '@gear/contract/openapi/document';

/**
 * The API reference page: the OpenAPI document rendered on the server as plain HTML (no script,
 * no external file), grouped by tag. Every text from the document is escaped; `code` spans in
 * descriptions are the only markup derived from it.
 */

const STYLE = `
:root{color-scheme:light;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2430;background:#fff}
body{margin:0 auto;max-width:72rem;padding:1.5rem}
h1{margin:0 0 .25rem}h2{border-bottom:2px solid #d5dae3;padding-bottom:.25rem;margin-top:2.5rem}
h3{margin:1.75rem 0 .5rem;font-size:1.1rem}h4{margin:1rem 0 .25rem;font-size:1rem}
code,pre{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
code{background:#f1f3f7;padding:0 .25em;border-radius:3px}
a{color:#0b57d0}
.method{display:inline-block;min-width:4.2em;text-align:center;font:700 12px/1.9 ui-monospace,monospace;border-radius:4px;color:#fff;margin-right:.5em}
.get{background:#1a7f37}.post{background:#0b57d0}.put{background:#8a5a00}.patch{background:#6f42c1}.delete{background:#b3261e}
.op{border:1px solid #d5dae3;border-radius:6px;padding:0 1rem .75rem;margin:1rem 0}
.auth{font-size:13px;color:#4a5568}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .75rem;font-size:14px}
th,td{border:1px solid #e2e6ee;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f7fa;font-weight:600}
nav ul{columns:2 22rem;padding-left:1.25rem}
.muted{color:#4a5568}
`.trim();

/** The CSP source of the inline style (the mock sends it; nginx's own CSP allows inline styles). */
export const DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escaped text with `code` spans. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const slug = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, '-');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const COMPONENT = '#/components/schemas/';

function refName(schema: JsonSchema): string | null {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : null;
}

function schemaLink(name: string): string {
  return `<a href="#schema-${escapeHtml(slug(name))}">${escapeHtml(name)}</a>`;
}

/** A short readable type: `string`, `integer`, `Product`, `array of GalleryItem`, `"a" | "b"`. */
function typeOf(schema: unknown): string {
  if (!isObject(schema)) return 'anything';
  const name = refName(schema);
  if (name) return schemaLink(name);
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return schema.enum
      .map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`)
      .join(' | ');
  }
  const variants = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : null;
  if (variants) return variants.map(typeOf).join(' or ');
  if (typeof schema.contentMediaType === 'string') return 'file';
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => escapeHtml(t)).join(' or ');
  if (type === 'array') return `array of ${typeOf(schema.items)}`;
  if (type === 'object') {
    if (isObject(schema.additionalProperties) && !isObject(schema.properties)) {
      return `map of ${typeOf(schema.additionalProperties)}`;
    }
    return 'object';
  }
  if (typeof type === 'string') return escapeHtml(type);
  return 'anything';
}

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** Constraints worth reading: lengths, ranges, format, item counts, size caps, description. */
function notesOf(schema: unknown): string {
  if (!isObject(schema)) return '';
  const notes: string[] = [];
  const add = (label: string, key: string) => {
    const value = schema[key];
    if (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER) {
      notes.push(`${label} ${value}`);
    }
  };
  add('min length', 'minLength');
  add('max length', 'maxLength');
  add('≥', 'minimum');
  add('>', 'exclusiveMinimum');
  add('≤', 'maximum');
  add('min items', 'minItems');
  add('max items', 'maxItems');
  const parts = notes.map(escapeHtml);
  if (typeof schema.format === 'string')
    parts.push(`format <code>${escapeHtml(schema.format)}</code>`);
  else if (typeof schema.pattern === 'string' && schema.pattern.length <= 80) {
    parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  }
  if (typeof schema.description === 'string') parts.push(prose(schema.description));
  else if (typeof schema['x-max-bytes'] === 'number')
    parts.push(`at most ${formatBytes(schema['x-max-bytes'])}`);
  return parts.join('; ');
}

interface Row {
  name: string;
  schema: unknown;
  required: boolean;
}

/** Property rows, nested inline objects as `parent.child` (array items as `parent[].child`). */
function rowsOf(schema: JsonSchema, prefix = '', depth = 0): Row[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const rows: Row[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const full = `${prefix}${name}`;
    rows.push({ name: full, schema: property, required: required.includes(name) });
    if (depth >= 3 || !isObject(property)) continue;
    if (isObject(property.properties)) rows.push(...rowsOf(property, `${full}.`, depth + 1));
    const items = property.items;
    if (property.type === 'array' && isObject(items) && isObject(items.properties)) {
      rows.push(...rowsOf(items, `${full}[].`, depth + 1));
    }
  }
  return rows;
}

function fieldTable(schema: JsonSchema): string {
  const rows = rowsOf(schema);
  if (rows.length === 0) return '<p class="muted">No fields.</p>';
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code></td><td>${typeOf(row.schema)}</td><td>${row.required ? 'yes' : 'no'}</td><td>${notesOf(row.schema)}</td></tr>`,
    )
    .join('');
  const closed =
    schema.additionalProperties === false
      ? '<p class="muted">No other fields are accepted.</p>'
      : '';
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${body}</tbody></table>${closed}`;
}

/** A schema as a field list, a link to a named one, or its alternatives. */
function renderSchema(
  schema: JsonSchema | undefined,
  /** Given: a named object schema is also spelled out in place (request bodies). */
  components?: Record<string, JsonSchema>,
): string {
  if (!schema) return '';
  const name = refName(schema);
  if (name) {
    const target = components?.[name];
    const fields = target && isObject(target.properties) ? fieldTable(target) : '';
    return `<p>Schema ${schemaLink(name)}</p>${fields}`;
  }
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (variants) {
    return `<p>One of:</p><ul>${variants
      .map((variant) => `<li>${isObject(variant) ? renderSchema(variant) : 'anything'}</li>`)
      .join('')}</ul>`;
  }
  if (isObject(schema.properties)) return fieldTable(schema);
  const notes = notesOf(schema);
  return `<p>${typeOf(schema)}${notes ? ` — ${notes}` : ''}</p>`;
}

function renderParameters(parameters: OpenApiParameter[] | undefined): string {
  if (!parameters || parameters.length === 0) return '';
  const rows = parameters
    .map(
      (param) =>
        `<tr><td><code>${escapeHtml(param.name)}</code></td><td>${escapeHtml(param.in)}</td><td>${typeOf(param.schema)}</td><td>${param.required ? 'yes' : 'no'}</td><td>${[param.description ? prose(param.description) : '', notesOf(param.schema)].filter(Boolean).join('; ')}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderRequestBody(
  body: OpenApiOperation['requestBody'],
  components: Record<string, JsonSchema>,
): string {
  if (!body) return '';
  const parts = Object.entries(body.content).map(
    ([type, media]) =>
      `<p>Content type <code>${escapeHtml(type)}</code></p>${renderSchema(media.schema, components)}`,
  );
  return `<h4>Request body</h4><p>${prose(body.description)}</p>${parts.join('')}`;
}

function renderResponse(status: string, response: OpenApiResponse): string {
  const headers = Object.entries(response.headers ?? {})
    .map(([name, header]) => `<code>${escapeHtml(name)}</code>: ${prose(header.description)}`)
    .join('<br>');
  const content = Object.entries(response.content ?? {})
    .map(([type, media]) => {
      const named = media.schema ? refName(media.schema) : null;
      const kind = `Content type <code>${escapeHtml(type)}</code>`;
      if (named) return `<p>${kind}, schema ${schemaLink(named)}</p>`;
      return `<p>${kind}</p>${renderSchema(media.schema)}`;
    })
    .join('');
  return `<tr><td><strong>${escapeHtml(status)}</strong></td><td>${prose(response.description)}${headers ? `<p class="muted">${headers}</p>` : ''}${content}</td></tr>`;
}

function renderOperation(
  method: string,
  path: string,
  op: OpenApiOperation,
  components: Record<string, JsonSchema>,
): string {
  const admin = op.security.length > 0;
  const responses = Object.entries(op.responses)
    .map(([status, response]) => renderResponse(status, response))
    .join('');
  return `<article class="op" id="op-${escapeHtml(slug(op.operationId))}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>
<p><strong>${prose(op.summary)}</strong>${op.description ? ` — ${prose(op.description)}` : ''}</p>
<p class="auth">Authorization: ${admin ? 'admin bearer token (<code>Authorization: Bearer &lt;token&gt;</code>)' : 'none (public)'} · operationId <code>${escapeHtml(op.operationId)}</code></p>
${renderParameters(op.parameters)}${renderRequestBody(op.requestBody, components)}
<h4>Responses</h4><table><thead><tr><th>Status</th><th>Answer</th></tr></thead><tbody>${responses}</tbody></table>
</article>`;
}

interface Entry {
  method: string;
  path: string;
  op: OpenApiOperation;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, Entry[]>(doc.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push({ method, path, op });
      byTag.set(tag, list);
    }
  }
  const descriptions = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
  const groups = [...byTag].filter(([, entries]) => entries.length > 0);

  const nav = groups
    .map(
      ([tag, entries]) =>
        `<li><a href="#tag-${escapeHtml(slug(tag))}">${escapeHtml(tag)}</a><ul>${entries
          .map(
            (entry) =>
              `<li><a href="#op-${escapeHtml(slug(entry.op.operationId))}">${escapeHtml(entry.method.toUpperCase())} ${escapeHtml(entry.path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = groups
    .map(
      ([tag, entries]) =>
        `<section id="tag-${escapeHtml(slug(tag))}"><h2>${escapeHtml(tag)}</h2><p>${prose(descriptions.get(tag) ?? '')}</p>${entries
          .map((entry) =>
            renderOperation(entry.method, entry.path, entry.op, doc.components.schemas),
          )
          .join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(slug(name))}"><h3>${escapeHtml(name)}</h3>${renderSchema(schema)}</section>`,
    )
    .join('\n');
  const servers = doc.servers
    .map(
      (server) => `<li><code>${escapeHtml(server.url)}</code> — ${prose(server.description)}</li>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)} — API reference</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
<p class="muted">API reference, version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="openapi.json">openapi.json</a> (the machine-readable document)</p>
<p>${prose(doc.info.description)}</p>
<h2>Servers</h2><ul>${servers}</ul>
</header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${nav}</ul></nav>
<main>
${sections}
<section id="schemas"><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
}
