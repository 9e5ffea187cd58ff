/**
 * The ONE allow-list for product descriptions (SECURITY.md "Input and output"): exactly what the
 * editor toolbar produces (SPEC §2: headers 1-3, bold, italic, underline, link, ordered and bullet
 * lists, clear formatting). The mock sanitizes with it on write (sanitize-html) and the browser
 * again before rendering (DOMPurify); both build their configuration from this object.
 *
 * Quill 2 writes both list kinds as `<ol><li data-list="bullet|ordered">` with an empty
 * `<span class="ql-ui">` marker, and indents with `ql-indent-N` classes.
 */
export const RICH_TEXT_POLICY = {
  tags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'a', 'ol', 'ul', 'li', 'span'],
  /** Attributes per tag; nothing else survives (no style, no on*, no id). */
  attributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list', 'class'],
    span: ['class'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
  },
  /** Classes kept per tag. */
  classes: {
    li: /^ql-indent-[1-8]$/,
    p: /^ql-indent-[1-8]$/,
    h1: /^ql-indent-[1-8]$/,
    h2: /^ql-indent-[1-8]$/,
    h3: /^ql-indent-[1-8]$/,
    span: /^ql-ui$/,
  },
  /** Link schemes (SPEC §5); a link with any other scheme loses its href. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  listKinds: ['bullet', 'ordered'],
  /** Removed together with their content. */
  forbiddenContainers: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'template',
    'noscript',
    'textarea',
    'select',
    'title',
  ],
} as const;

const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = RICH_TEXT_POLICY.attributes;
const CLASSES_BY_TAG: Readonly<Record<string, RegExp>> = RICH_TEXT_POLICY.classes;

/** A link target allowed by the policy (http, https, mailto, tel; case-insensitive). */
export function isSafeLink(href: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  if (!match?.[1]) return false;
  const scheme = match[1].toLowerCase();
  return RICH_TEXT_POLICY.linkSchemes.some((allowed) => allowed === scheme);
}

/** The attributes the policy keeps on `tag` (lower-case tag name). */
export function allowedAttributesOf(tag: string): readonly string[] {
  return Object.hasOwn(ATTRIBUTES_BY_TAG, tag) ? (ATTRIBUTES_BY_TAG[tag] ?? []) : [];
}

/** Only the classes the policy keeps on `tag`, or '' when none remain. */
export function keptClasses(tag: string, classValue: string): string {
  const pattern = Object.hasOwn(CLASSES_BY_TAG, tag) ? CLASSES_BY_TAG[tag] : undefined;
  if (!pattern) return '';
  return classValue
    .split(/\s+/)
    .filter((name) => pattern.test(name))
    .join(' ');
}

export function isListKind(value: string): boolean {
  return RICH_TEXT_POLICY.listKinds.some((kind) => kind === value);
}
