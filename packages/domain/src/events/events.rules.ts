import { addDaysToInstant } from '../dates/days';
import { type EventExpiryDays } from './events.constants';

/** `expiryAt` for an expiry of `days` from `now`, as an ISO instant in GMT; null for Never. */
export const expiryAtFromDays = (days: EventExpiryDays, now: Date = new Date()): string | null =>
  days === 0 ? null : addDaysToInstant(now, days).toISOString();

/** The visible text of the event details (the editor's HTML), for the 1–250 character rule. */
export const eventDetailsText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
