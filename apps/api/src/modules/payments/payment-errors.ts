import { HTTP, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@hearth/domain';
import { PaymentProviderError } from '../../adapters/payments';
import { AppError } from '../../lib/app-error';

const SERVICE_UNAVAILABLE = 503;
const BAD_GATEWAY = 502;
/** When to try again after Stripe did not answer: its outages are usually brief. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Stripe's failure as the caller's answer (docs/product/payments.md#faults): unreachable or failing (no answer, 5xx,
 * 429) is 503 with Retry-After, nothing charged and the call safe to repeat; a refusal is 502 with Stripe's reason.
 */
export const providerFailure = (error: PaymentProviderError): AppError =>
  error.status === null || error.status >= 500 || error.status === HTTP.tooManyRequests
    ? new AppError({
        status: SERVICE_UNAVAILABLE,
        code: PAYMENT_ERROR_CODES.providerUnavailable,
        title: 'Payment provider unavailable',
        detail: PAYMENT_MESSAGES.providerUnavailable,
        retryAfter: RETRY_AFTER_SECONDS,
      })
    : new AppError({
        status: BAD_GATEWAY,
        code: PAYMENT_ERROR_CODES.providerRefused,
        title: 'Payment provider refused',
        detail: PAYMENT_MESSAGES.providerRefused(error.message),
      });

export const conflict = (code: string, detail: string) => new AppError({ status: HTTP.conflict, code, detail });
