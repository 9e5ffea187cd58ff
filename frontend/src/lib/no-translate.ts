import { htmlWindow } from './html-window';

/**
 * Part codes and specifications a page translator mangles ("20MnCr5" → "20 mn cr 5", "EN-19" →
 * "EN-19" in another script, "58-62 HRC" reordered): each match is wrapped so the translator
 * skips it (class "notranslate" for the translation widget, translate="no" for browsers).
 */
const CODE_PATTERNS = [
  // Standards and grades: ISO 9001:2015, DIN 3962, EN-19, EN-353, AISI 4140.
  String.raw`\b(?:ISO|DIN|EN|IS|AGMA|SAE|ASTM|AISI|JIS|BS)[ -]?\d+(?:[.:/-]\d+)*\b`,
  // A value (or range) with a unit: 58-62 HRC, 800 mm, 540 rpm.
  String.raw`\b\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?\s?(?:HRC|HRB|HV|HB|mm|rpm|Nm|kW|kg)\b`,
  // Mixed letters and digits: 20MnCr5, 16B-3 (not ordinals such as 2nd).
  String.raw`\b(?!\d+(?:st|nd|rd|th)\b)(?=[\w-]*\d)(?=[\w-]*[A-Za-z])\w+(?:-\w+)*\b`,
];
const CODE = new RegExp(CODE_PATTERNS.join('|'), 'g');

/** The code-like runs of a text, as [start, end) ranges. */
export function findCodes(text: string): [number, number][] {
  return [...text.matchAll(CODE)].map((match) => [match.index, match.index + match[0].length]);
}

function markTextNode(node: Text): void {
  const text = node.data;
  const ranges = findCodes(text);
  if (ranges.length === 0) return;
  const doc = node.ownerDocument;
  const parts: Node[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(doc.createTextNode(text.slice(at, start)));
    const span = doc.createElement('span');
    span.className = 'notranslate';
    span.setAttribute('translate', 'no');
    span.textContent = text.slice(start, end);
    parts.push(span);
    at = end;
  }
  if (at < text.length) parts.push(doc.createTextNode(text.slice(at)));
  node.replaceWith(...parts);
}

/**
 * The same (already sanitized) HTML with every code wrapped in
 * `<span class="notranslate" translate="no">`. Only text nodes are split; no markup is added
 * from the text itself.
 */
export function markCodesNoTranslate(html: string): string {
  if (!html) return html;
  const { document, NodeFilter, Text } = htmlWindow();
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && !node.parentElement?.closest('.notranslate')) nodes.push(node);
  }
  nodes.forEach(markTextNode);
  return template.innerHTML;
}
