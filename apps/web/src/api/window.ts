/** The days a calendar screen loads at once (from and to inclusive, `YYYY-MM-DD`). */
export type CalendarWindow = { from: string; to: string };
