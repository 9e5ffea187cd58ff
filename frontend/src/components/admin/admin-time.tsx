/**
 * The admin's ONE way to show an instant (issue 18): "25 Nov 2026, 4:46 pm" in the owner's time
 * zone, the same on Leads, Activity and everywhere else; the seconds in the tooltip and the exact
 * instant in `dateTime`. A value that is not a date is shown as it came.
 */
const SHOWN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const EXACT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'medium' });

export function AdminTime({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  return (
    <time dateTime={value} title={EXACT.format(date)}>
      {SHOWN.format(date)}
    </time>
  );
}
