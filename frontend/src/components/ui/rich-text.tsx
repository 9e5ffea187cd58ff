import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './rich-text.module.css';

/** Rich-text HTML from the backend, sanitized again before rendering (SECURITY.md). */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
