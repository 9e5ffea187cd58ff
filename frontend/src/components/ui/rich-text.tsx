import { useMemo } from 'react';
import { markCodesNoTranslate } from '@/lib/no-translate';
import { asRichTextHtml } from '@/lib/plain-text';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './rich-text.module.css';

/**
 * Rich-text HTML from the backend, sanitized again before rendering (SECURITY.md). A plain-text
 * value keeps its paragraphs and line breaks.
 */
export function RichText({
  html,
  className,
  noTranslateCodes = false,
}: {
  html: string | null | undefined;
  className?: string;
  /** Keep part codes and specifications out of the page translator (lib/no-translate.ts). */
  noTranslateCodes?: boolean;
}) {
  const safe = useMemo(() => {
    const sanitized = sanitizeHtml(asRichTextHtml(html));
    return noTranslateCodes ? markCodesNoTranslate(sanitized) : sanitized;
  }, [html, noTranslateCodes]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
