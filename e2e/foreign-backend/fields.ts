/**
 * Reads a text field from a parsed JSON or multipart body. Numbers are accepted as text (as a
 * Mongoose String path would cast them); anything else counts as missing.
 */
export function textField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Reflect.get(body, name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A text field that is present and non-empty after trimming, trimmed; else undefined. */
export function requiredText(body: unknown, name: string): string | undefined {
  const value = textField(body, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** The `:id` route parameter (typed loosely by Express when other middleware is chained). */
export function idParam(params: Record<string, string | string[] | undefined>): string {
  const id = params.id;
  return typeof id === 'string' ? id : '';
}
