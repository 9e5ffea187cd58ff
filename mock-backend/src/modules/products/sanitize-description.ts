import sanitizeHtml from 'sanitize-html';
import { isListKind, RICH_TEXT_POLICY } from '@gear/contract/rich-text';

/**
 * Product descriptions are sanitized on write with the contract's allow-list (the browser applies
 * the same policy again before rendering). Everything else (script, style, iframe, svg, form,
 * images, event handlers, inline styles) is removed; links keep only http, https, mailto and tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.classes).map(([tag, pattern]) => [tag, [pattern]]),
  ),
  allowedSchemes: [...RICH_TEXT_POLICY.linkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_POLICY.forbiddenContainers],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) next.href = attribs.href;
      if (attribs.target === '_blank') {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: next };
    },
    li: (tagName, attribs) => {
      const kept = Object.entries(attribs).filter(
        ([name, value]) => name !== 'data-list' || isListKind(value),
      );
      return { tagName, attribs: Object.fromEntries(kept) };
    },
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitized HTML still shows any text (an emptied editor sends `<p><br></p>`). */
export function hasVisibleText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim().length > 0
  );
}
