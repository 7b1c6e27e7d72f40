/** The calendar load window for a shown year: 1 December of the year before to 31 January two years on. */
export const calendarLoadWindow = (year: number): { from: string; to: string } => ({
  from: `${year - 1}-12-01`,
  to: `${year + 2}-01-31`,
});
