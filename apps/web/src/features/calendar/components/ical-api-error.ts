import { isApiError } from '../../../lib/api-client';

/** An API failure as the iCal panel shows it: its code, then its sentence. */
export const apiErrorText = (error: unknown): string =>
  isApiError(error) ? `${error.errorCode} ${error.errorMessage}` : 'Something went wrong. Try again.';
