import type { Lead } from '@gear/contract/leads-admin';
import {
  drawingLabel,
  fileSizeText,
  type LeadQuote,
  type QuoteAttachment,
} from '@gear/contract/quotes';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './leads-admin.module.css';

/** '3 products, 2 drawings': what a quote request asks for, in a few words (the table's Type). */
export function quoteSummary(quote: LeadQuote): string {
  const parts: string[] = [];
  const lines = quote.lines.length;
  const drawings = quote.attachments.length;
  if (lines > 0) parts.push(`${String(lines)} ${lines === 1 ? 'product' : 'products'}`);
  if (drawings > 0) parts.push(`${String(drawings)} ${drawings === 1 ? 'drawing' : 'drawings'}`);
  return parts.join(', ');
}

/**
 * A quote request's own part of the lead dialog: company and country, the products with their
 * quantities and notes (each linked to its page), and the drawings, each downloaded by an admin
 * only (the file comes with the admin's token, never from the public /uploads).
 */
export function LeadQuoteDetails({
  lead,
  quote,
  downloading,
  onDownload,
}: {
  lead: Lead;
  quote: LeadQuote;
  /** The attachment being fetched, if any. */
  downloading: string | null;
  onDownload: (attachment: QuoteAttachment) => void;
}) {
  return (
    <>
      {quote.company || quote.country ? (
        <dl className={styles.details}>
          {quote.company ? (
            <>
              <dt>Company</dt>
              <dd>{quote.company}</dd>
            </>
          ) : null}
          {quote.country ? (
            <>
              <dt>Country</dt>
              <dd>{quote.country}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {quote.lines.length > 0 ? (
        <table className={styles.quoteLines}>
          <caption>Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={`${String(line.productId)}-${String(index)}`}>
                <td>
                  <Link to={paths.productDetail(line.productId)} target="_blank" rel="noopener">
                    {line.title}
                  </Link>
                </td>
                <td className={styles.quantity}>{line.quantity.toLocaleString('en-US')}</td>
                <td className={styles.wrap}>{line.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {quote.attachments.length > 0 ? (
        <section className={styles.attachments} aria-labelledby={`drawings-${String(lead.id)}`}>
          <h3 id={`drawings-${String(lead.id)}`} className={styles.attachmentsTitle}>
            Drawings
          </h3>
          <ul className={styles.attachmentList}>
            {quote.attachments.map((attachment) => (
              <li key={attachment.id}>
                <span className={styles.wrap}>
                  {attachment.name}{' '}
                  <span className={styles.fileMeta}>
                    ({drawingLabel(attachment.type)}, {fileSizeText(attachment.size)})
                  </span>
                </span>
                <Button
                  variant="outline"
                  disabled={downloading !== null}
                  aria-label={`Download ${attachment.name}`}
                  onClick={() => {
                    onDownload(attachment);
                  }}
                >
                  {downloading === attachment.id ? 'Downloading...' : 'Download'}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
