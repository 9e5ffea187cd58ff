/**
 * Product descriptions are rich HTML (SPEC §3), but a backend this team did not write may hold
 * plain text with line breaks. Such a text is turned into paragraphs (blank lines) and line breaks
 * (single newlines) before it is sanitized and shown, or loaded into the editor (issue 14).
 */

/** True when the value holds no tag at all (`<p>`, `<br/>`, `</b>`, `<!-- -->`). */
export function isPlainText(value: string): boolean {
  return !/<[a-z!/]/i.test(value);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Plain text as paragraphs and line breaks; an HTML value is returned as it is. */
export function asRichTextHtml(value: string | null | undefined): string {
  const text = value ?? '';
  if (!isPlainText(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
