import type { Id } from '@gear/contract/common';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { paths } from '@/config/paths';
import { resolveAssetUrl } from '@/lib/asset-url';
import { type QuoteListLine } from '@/lib/quote-list';
import { removeFromQuoteList, updateQuoteLine } from '@/lib/quote-list-edit';
import styles from './quote-page.module.css';

/** The thumbnail's box: the products' 5:4 pictures, small. */
const THUMB = { width: 80, height: 64 } as const;

/** A whole number from 1 to QUOTE_LIMITS.maxQuantity, as typed. */
function quantityOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,7}$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= QUOTE_LIMITS.maxQuantity ? quantity : null;
}

/** Enter in a line's field does not send the whole request. */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** The id of a line's element (`part`: quantity, note, remove). */
export const lineElementId = (prefix: string, part: string, productId: Id) =>
  `${prefix}-${part}-${String(productId)}`;

interface QuoteLinesProps {
  /** null while it cannot be known: on the server and while hydrating (it lives in the browser). */
  lines: readonly QuoteListLine[] | null;
  /** Quantities and notes can be edited (the form); without, only removed (no quote offer). */
  editable: boolean;
  /** A submit was tried: every invalid quantity shows its message. */
  showErrors?: boolean;
  /** Reports which quantities cannot be sent as typed (the form refuses to send then). */
  onQuantityValidity?: (productId: Id, valid: boolean) => void;
  /** The prefix of the lines' element ids (lineElementId). */
  idPrefix: string;
}

/**
 * The quote list (issue 19): each product with its picture, a link to it, its quantity and note,
 * and a Remove button. Removing says so in a live region and moves the focus to the next line's
 * Remove button (the previous one's after the last), or to the heading when the list is empty.
 */
export function QuoteLines({
  lines,
  editable,
  showErrors = false,
  onQuantityValidity,
  idPrefix,
}: QuoteLinesProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Where the focus goes once a removal is drawn: an element id, or the heading. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (document.getElementById(target) ?? heading.current)?.focus();
  }, [lines]);

  const remove = (line: QuoteListLine, index: number) => {
    const next = lines?.[index + 1] ?? lines?.[index - 1];
    focusNext.current = next ? lineElementId(idPrefix, 'remove', next.productId) : '';
    removeFromQuoteList([line.productId]);
    setAnnouncement(QUOTE_MESSAGES.removed(line.title));
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className={styles.cardHeading} tabIndex={-1}>
        Your quote list
      </h2>
      <p className={styles.kept}>
        The list is kept in this browser until you send it; another device starts its own.
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {lines === null ? null : lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{QUOTE_MESSAGES.emptyList}</p>
          <p className={styles.muted}>
            Add the parts you need from the catalogue
            {editable ? ', or attach a drawing and send it on its own.' : '.'}
          </p>
          <ButtonLink to={paths.products} variant="outline">
            Browse products
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={styles.lines}>
            {lines.map((line, index) => (
              <QuoteLineItem
                key={String(line.productId)}
                line={line}
                editable={editable}
                showErrors={showErrors}
                idPrefix={idPrefix}
                onQuantityValidity={onQuantityValidity}
                onRemove={() => {
                  remove(line, index);
                }}
              />
            ))}
          </ul>
          <p className={styles.more}>
            <Link to={paths.products}>Add more products</Link>
          </p>
        </>
      )}
    </section>
  );
}

function QuoteLineItem({
  line,
  editable,
  showErrors,
  idPrefix,
  onQuantityValidity,
  onRemove,
}: {
  line: QuoteListLine;
  editable: boolean;
  showErrors: boolean;
  idPrefix: string;
  onQuantityValidity?: (productId: Id, valid: boolean) => void;
  onRemove: () => void;
}) {
  const { productId, title } = line;
  // What is typed; the list keeps the last valid quantity. A change made elsewhere (another tab)
  // replaces what is typed.
  const [typed, setTyped] = useState(String(line.quantity));
  const [stored, setStored] = useState(line.quantity);
  const [touched, setTouched] = useState(false);
  if (stored !== line.quantity) {
    setStored(line.quantity);
    setTyped(String(line.quantity));
  }
  const valid = quantityOf(typed) !== null;
  useEffect(() => {
    onQuantityValidity?.(productId, valid);
    return () => onQuantityValidity?.(productId, true);
  }, [onQuantityValidity, productId, valid]);

  const quantityId = lineElementId(idPrefix, 'quantity', productId);
  const errorId = `${quantityId}-error`;
  const noteId = lineElementId(idPrefix, 'note', productId);
  const showError = !valid && (touched || showErrors);

  return (
    <li className={editable ? styles.line : `${styles.line} ${styles.lineShort}`}>
      <span className={styles.thumb}>
        <ImageWithFallback
          className={styles.thumbImage}
          src={resolveAssetUrl(line.image)}
          alt=""
          width={THUMB.width}
          height={THUMB.height}
          fallback={<span className={styles.thumbMissing} aria-hidden="true" />}
        />
      </span>
      <Link className={styles.lineTitle} to={paths.productDetail(productId)}>
        {title}
      </Link>
      <button
        type="button"
        id={lineElementId(idPrefix, 'remove', productId)}
        className={styles.remove}
        onClick={onRemove}
      >
        <RemoveIcon />
        Remove<span className="visually-hidden"> {title}</span>
      </button>
      {editable ? (
        <div className={styles.lineFields}>
          <div className={styles.quantity}>
            <label htmlFor={quantityId} className={styles.smallLabel}>
              Quantity<span className="visually-hidden"> of {title}</span>
            </label>
            <input
              id={quantityId}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={QUOTE_LIMITS.maxQuantity}
              step={1}
              required
              value={typed}
              aria-invalid={showError ? true : undefined}
              aria-describedby={showError ? errorId : undefined}
              onKeyDown={keepEnter}
              onChange={(event) => {
                const next = event.target.value;
                setTyped(next);
                const quantity = quantityOf(next);
                if (quantity !== null) {
                  setStored(quantity);
                  updateQuoteLine(productId, { quantity });
                }
              }}
              onBlur={() => {
                setTouched(true);
              }}
            />
          </div>
          <div className={styles.note}>
            <label htmlFor={noteId} className={styles.smallLabel}>
              Note<span className="visually-hidden"> for {title}</span>
            </label>
            <input
              id={noteId}
              className={styles.input}
              type="text"
              placeholder="Material, drawing no., annual volume"
              maxLength={QUOTE_LIMITS.lineNoteMax}
              value={line.note}
              onKeyDown={keepEnter}
              onChange={(event) => {
                updateQuoteLine(productId, { note: event.target.value });
              }}
            />
          </div>
          {showError ? (
            <p id={errorId} className={styles.fieldError}>
              {QUOTE_MESSAGES.quantity}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function RemoveIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
