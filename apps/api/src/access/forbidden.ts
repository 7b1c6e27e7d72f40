import { denialOf, HTTP, type Action } from '@hearth/domain';
import { AppError } from '../lib/app-error';

/** The 403 for `action`, with the message the domain's access/denied.ts gives it (the access guard throws it). */
export const forbidden = (action: Action) => {
  const { code, message } = denialOf(action);
  return new AppError({ status: HTTP.forbidden, code, title: message, detail: message });
};
