import sanitizeHtml from 'sanitize-html';

/**
 * The product description editor's toolbar: headers 1-3, bold, italic, underline, link, ordered
 * and bullet lists, clean. Everything else (script, style, iframe, svg, form, images, event
 * handlers, inline styles) is removed; link schemes are limited to http, https, mailto and tel.
 * Quill 2 writes both list kinds as `<ol><li data-list="bullet|ordered">` with an empty
 * `<span class="ql-ui">` marker, and indents lists with `ql-indent-N` classes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list', 'class'],
    span: ['class'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
  },
  allowedClasses: {
    li: [/^ql-indent-[1-8]$/],
    p: [/^ql-indent-[1-8]$/],
    h1: [/^ql-indent-[1-8]$/],
    h2: [/^ql-indent-[1-8]$/],
    h3: [/^ql-indent-[1-8]$/],
    span: ['ql-ui'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
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
        ([name, value]) => name !== 'data-list' || value === 'bullet' || value === 'ordered',
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
