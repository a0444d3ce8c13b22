const FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * An entry_date as people read it: "2025-03-12" → "12 March 2025". Only the date part of a
 * timestamp counts; anything unparseable gives ''. The one date formatter of the site.
 */
export function formatEntryDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}
