import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The product description allow-list: exactly what the editor toolbar produces (SPEC §2: headers
 * 1-3, bold, italic, underline, link, ordered and bullet lists, clear formatting). Quill 2 writes
 * bullet lists as `<ol><li data-list="bullet">`, so `data-list` is kept.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ol',
  'ul',
  'li',
] as const;

export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'data-list'] as const;

/** Links: http, https, mailto and tel only (SPEC §5); anything else loses its href. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;

const LIST_KINDS = new Set(['bullet', 'ordered', 'checked', 'unchecked']);

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  // Attributes whose values are not addresses (the URI check applies to every other attribute).
  ADD_URI_SAFE_ATTR: ['data-list', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Dangerous containers go with their content; other unknown tags keep their text.
  FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'template'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance, so these hooks never affect other DOMPurify users.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !SAFE_LINK.test(href.trim())) node.removeAttribute('href');
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
    const list = node.getAttribute('data-list');
    if (list !== null && (node.nodeName !== 'LI' || !LIST_KINDS.has(list))) {
      node.removeAttribute('data-list');
    }
  });
  purifier = instance;
  return instance;
}

/** Rich-text HTML from the backend, safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, CONFIG);
}
