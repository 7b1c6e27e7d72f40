import { CALENDAR_ERROR_CODES } from '../api/params.constants';
import { EVENT_MESSAGES } from '../events/events.constants';
import { NEWSLETTER_ERROR_CODES, NEWSLETTER_MESSAGES } from '../resources/resources.constants';
import { TASK_ERROR_CODES, TASK_MESSAGES } from '../tasks/tasks.constants';
import type { Action } from './permissions';

export type Denial = { code: string; message: string };

/** The 403 every refused action answers unless the spec names its own message below. */
export const FORBIDDEN: Denial = { code: 'FORBIDDEN', message: 'You do not have permission to do that.' };

/** The spec's message for a refused action, where it has one (docs/product/access.md#who-uses-it, #messages, #rules). */
const DENIALS: { readonly [A in Action]?: Denial } = {
  'event:view': { code: CALENDAR_ERROR_CODES.eventForbidden, message: EVENT_MESSAGES.permission.view },
  'event:create': { code: CALENDAR_ERROR_CODES.eventForbidden, message: EVENT_MESSAGES.permission.create },
  'event:update': { code: CALENDAR_ERROR_CODES.eventForbidden, message: EVENT_MESSAGES.permission.update },
  'event:delete': { code: CALENDAR_ERROR_CODES.eventForbidden, message: EVENT_MESSAGES.permission.delete },
  'task:manage': { code: TASK_ERROR_CODES.forbidden, message: TASK_MESSAGES.forbidden },
  'rate:read': { code: 'FORBIDDEN', message: 'Nightly rates are not shown to your role.' },
  'booking:read-earnings': { code: 'FORBIDDEN', message: "You may not see this booking's quotes." },
  'user:list': { code: 'FORBIDDEN', message: 'You may only look up owners.' },
  'newsletter:create': { code: NEWSLETTER_ERROR_CODES.forbidden, message: NEWSLETTER_MESSAGES.createForbidden },
  'newsletter:update': { code: NEWSLETTER_ERROR_CODES.forbidden, message: NEWSLETTER_MESSAGES.updateForbidden },
  'newsletter:delete': { code: NEWSLETTER_ERROR_CODES.forbidden, message: NEWSLETTER_MESSAGES.deleteForbidden },
};

export const denialOf = (action: Action): Denial => DENIALS[action] ?? FORBIDDEN;
