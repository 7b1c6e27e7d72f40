export const minutesFromNow = (minutes: number, now: Date = new Date()): Date =>
  new Date(now.getTime() + minutes * 60_000);

export const daysFromNow = (days: number, now: Date = new Date()): Date => minutesFromNow(days * 24 * 60, now);
