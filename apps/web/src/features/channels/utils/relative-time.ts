const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const format = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** '5 minutes ago', '3 hours ago', '2 days ago' for an instant before `now`; 'just now' under a minute. */
export const relativeTime = (iso: string, now: number = Date.now()): string => {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.round(elapsed / size), unit);
  }
  return 'just now';
};
