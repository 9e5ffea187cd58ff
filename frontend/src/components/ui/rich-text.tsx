import { useMemo } from 'react';
import { markCodesNoTranslate } from '@/lib/no-translate';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './rich-text.module.css';

/** Rich-text HTML from the backend, sanitized again before rendering (SECURITY.md). */
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
    const sanitized = sanitizeHtml(html);
    return noTranslateCodes ? markCodesNoTranslate(sanitized) : sanitized;
  }, [html, noTranslateCodes]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
