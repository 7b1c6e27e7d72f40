/**
 * The calendar's tasks query for a home and its load window (`GET v3/property-tasks`), in the order the web sends
 * it: the server preloads the same URL (calendarWindowCalls).
 */
export const calendarTaskParams = (
  propertyId: string,
  window: { from: string; to: string },
): { externalPlatform: 'breezeway'; propertyId: string; from: string; to: string; include: string } => ({
  externalPlatform: 'breezeway',
  propertyId,
  from: window.from,
  to: window.to,
  include: 'comments',
});
