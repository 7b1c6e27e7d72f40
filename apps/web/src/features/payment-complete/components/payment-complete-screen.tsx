import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { WelcomeLayout } from '../../../components/welcome-layout';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * Where Stripe's payment page sends the guest back (docs/product/payments.md#guest-payments): thanks after paying, or
 * that nothing was charged after going back. It says what the guest can rely on; the booking moves on Stripe's
 * event, not on this visit.
 */
export const PaymentCompleteScreen = () => {
  const [params] = useSearchParams();
  const { productName } = usePublicConfig();
  const paid = params.get('status') === 'paid';
  useDocumentTitle(paid ? 'Payment received' : 'Payment not made');
  return (
    <WelcomeLayout title={paid ? 'Thank you: your payment is on its way to us' : 'Your payment was not made'}>
      {paid ? (
        <Text size="sm">
          Stripe has taken your payment. {productName} marks it received as soon as Stripe confirms it, and sends you a
          receipt by email. You can close this page.
        </Text>
      ) : (
        <Text size="sm">
          Nothing was charged. To pay, open the link in the email {productName} sent you again: it works until the time
          the email says.
        </Text>
      )}
    </WelcomeLayout>
  );
};
