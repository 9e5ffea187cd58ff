import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { SPEC_SUGGESTIONS, parseSpecValue, specValueText } from '@gear/contract/catalogue-input';
import { SpecRowsSchema, type SpecRows } from '@gear/contract/catalogue';
import type { Product } from '@gear/contract/product';
import * as z from 'zod/mini';

/** One row of the specifications editor, as typed. */
interface SpecDraft {
  name: string;
  /** '2.5', '1-12', 'EN-19, EN-8': stored as a number, a range or text (parseSpecValue). */
  value: string;
  unit: string;
}

export const emptySpecDraft = (): SpecDraft => ({ name: '', value: '', unit: '' });

/** The editor's rows for a product being edited (values written back as the owner types them). */
export function specDraftsOf(product: Product | null): SpecDraft[] {
  return (product?.specs ?? []).map((row) => ({
    name: row.name,
    value: specValueText(row.value),
    unit: row.unit,
  }));
}

/** The unit of a suggested specification name ('Module' → 'mm'), or undefined for another name. */
export function suggestedUnit(name: string): string | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return SPEC_SUGGESTIONS.find((suggestion) => suggestion.name.toLowerCase() === key)?.unit;
}

type Issue = z.core.$ZodIssue;

/**
 * The readable message of an issue. A value that fails every branch of the value union reports the
 * branch of its own kind (the text branch for text), not 'expected number'.
 */
function messageOf(issue: Issue): string {
  if (issue.code !== 'invalid_union') return issue.message;
  const branch = issue.errors.find((issues) =>
    issues.every((item) => item.code !== 'invalid_type'),
  );
  return branch?.[0]?.message ?? issue.message;
}

/**
 * The editor's rows → the stored rows, checked by the contract's SpecRowsSchema (the server's
 * schema). A row with neither name nor value is dropped; a row with only one of them is an error at
 * that row; every other problem (a name given twice, a value too long) is reported at the row the
 * owner typed it in, whatever rows were dropped before it.
 */
export const SpecDraftsSchema = z.pipe(
  z.array(z.object({ name: z.string(), value: z.string(), unit: z.string() })),
  z.transform((drafts, ctx): SpecRows => {
    /** The editor's index of each row that is checked by SpecRowsSchema. */
    const origin: number[] = [];
    const rows: { name: string; value: ReturnType<typeof parseSpecValue>; unit: string }[] = [];
    let incomplete = false;
    for (const [index, draft] of drafts.entries()) {
      const hasName = draft.name.trim() !== '';
      const hasValue = draft.value.trim() !== '';
      if (!hasName && !hasValue) continue;
      if (!hasName || !hasValue) {
        incomplete = true;
        ctx.issues.push({
          code: 'custom',
          message: hasName
            ? CATALOGUE_MESSAGES.specValueRequired
            : CATALOGUE_MESSAGES.specNameRequired,
          input: draft,
          path: [index, hasName ? 'value' : 'name'],
        });
        continue;
      }
      origin.push(index);
      rows.push({ name: draft.name, value: parseSpecValue(draft.value), unit: draft.unit });
    }
    const parsed = SpecRowsSchema.safeParse(rows);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [row, field] = issue.path;
        const index = typeof row === 'number' ? origin[row] : undefined;
        ctx.issues.push({
          code: 'custom',
          message: messageOf(issue),
          input: drafts,
          path:
            index === undefined
              ? []
              : [index, field === 'unit' || field === 'value' ? field : 'name'],
        });
      }
      return z.NEVER;
    }
    return incomplete ? z.NEVER : parsed.data;
  }),
);
