import type { TBookingDocument } from '@hearth/domain/bookings';
import type { ComponentProps } from 'react';
import { CancelBookingModal } from '../../../components/cancel-booking-modal';
import { cleanCancellationOf } from '../utils/booking-relations';

type CancelBookingDialogProps = Omit<ComponentProps<typeof CancelBookingModal>, 'cancellation'> & {
  /** The booking read with its clean-cancellation relation: undefined while it loads. */
  document: TBookingDocument | undefined;
};

/** The cancel dialog with the fee read from the booking; it loads when 'Cancel booking' is first pressed. */
export const CancelBookingDialog = ({ document, ...modal }: CancelBookingDialogProps) => (
  <CancelBookingModal cancellation={document ? cleanCancellationOf(document) : undefined} {...modal} />
);
