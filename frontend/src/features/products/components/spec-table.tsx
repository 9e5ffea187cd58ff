import { formatSpecValue, type SpecRow } from '@gear/contract/catalogue-basics';
import { useId } from 'react';
import { findCodes } from '@/lib/no-translate';
import styles from './spec-table.module.css';

/** Numbers and part codes (EN-19, 20MnCr5) are left alone by the page translator; words are not. */
const isCode = (row: SpecRow) => typeof row.value !== 'string' || findCodes(row.value).length > 0;

/**
 * A product's specifications (issue 20), in the owner's order: each name a row header, each value
 * with its unit as a reader says it (20°, 1–12 mm, 58–62 HRC, EN-19, EN-8).
 */
export function SpecTable({ specs }: { specs: readonly SpecRow[] }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Specifications
      </h2>
      <table className={styles.table}>
        <tbody>
          {specs.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {isCode(row) ? (
                <td className="notranslate" translate="no">
                  {formatSpecValue(row.value, row.unit)}
                </td>
              ) : (
                <td>{formatSpecValue(row.value, row.unit)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
