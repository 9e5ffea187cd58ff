/**
 * Admin list filters take days (`YYYY-MM-DD`, the owner's local calendar, as a date input gives
 * them) but the API wants instants. A day becomes its first and last millisecond written with the
 * local offset, so the server needs no idea of the owner's time zone.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month (1-12), date] of a real calendar day, or null (`2026-02-30` is not one). */
function dayParts(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(year, month - 1, date);
  return check.getFullYear() === year && check.getMonth() === month - 1 && check.getDate() === date
    ? [year, month, date]
    : null;
}

/** Whether the text is a real calendar day written `YYYY-MM-DD`. */
export const isLocalDay = (day: string) => dayParts(day) !== null;

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** A local time as an ISO 8601 instant with the local offset (`2026-11-23T00:00:00.000+05:30`). */
export function localInstant(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The first instant of a local day (YYYY-MM-DD). */
export function startOfDay(day: string): string | undefined {
  const parts = dayParts(day);
  return parts ? localInstant(new Date(parts[0], parts[1] - 1, parts[2], 0, 0, 0, 0)) : undefined;
}

/** The last instant (millisecond) of a local day. */
export function endOfDay(day: string): string | undefined {
  const parts = dayParts(day);
  return parts
    ? localInstant(new Date(parts[0], parts[1] - 1, parts[2], 23, 59, 59, 999))
    : undefined;
}
