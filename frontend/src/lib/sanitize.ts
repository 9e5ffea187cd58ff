import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import {
  allowedAttributesOf,
  isListKind,
  isSafeLink,
  keptClasses,
  RICH_TEXT_POLICY,
} from '@gear/contract/rich-text';
import { htmlWindow } from './html-window';

/**
 * Rendering-time sanitizing of product descriptions with the contract's allow-list (the backend
 * already sanitized on write; this is the second line of SECURITY.md). Quill 2's list markup
 * (`<li data-list>`, `span.ql-ui`) and indent classes survive; links are forced to a new tab.
 */
const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_POLICY.attributes).flat())];
/** An address starting with one of the contract's link schemes (they are plain words). */
const ALLOWED_ADDRESS = new RegExp(`^(?:${RICH_TEXT_POLICY.linkSchemes.join('|')}):`, 'i');

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  // The scheme check is done per attribute in the hook below; this regexp rejects anything else.
  ALLOWED_URI_REGEXP: ALLOWED_ADDRESS,
  // Attributes whose values are not addresses (the URI check applies to every other attribute).
  ADD_URI_SAFE_ATTR: ['data-list', 'target', 'rel', 'class'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Dangerous containers go with their content; other unknown tags keep their text.
  FORBID_TAGS: [...RICH_TEXT_POLICY.forbiddenContainers],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: DOMPurify | null = null;

/** Per-tag rules DOMPurify's flat lists cannot express. */
function enforcePolicy(node: Element) {
  const tag = node.nodeName.toLowerCase();
  const allowed = allowedAttributesOf(tag);
  for (const name of node.getAttributeNames()) {
    if (!allowed.includes(name)) node.removeAttribute(name);
  }
  const classValue = node.getAttribute('class');
  if (classValue !== null) {
    const kept = keptClasses(tag, classValue);
    if (kept) node.setAttribute('class', kept);
    else node.removeAttribute('class');
  }
  const list = node.getAttribute('data-list');
  if (list !== null && !isListKind(list)) node.removeAttribute('data-list');
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href !== null && !isSafeLink(href)) node.removeAttribute('href');
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  }
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance, so this hook never affects other DOMPurify users.
  const instance = createDOMPurify(htmlWindow());
  instance.addHook('afterSanitizeAttributes', enforcePolicy);
  purifier = instance;
  return instance;
}

/** Rich-text HTML from the backend, safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, CONFIG);
}
