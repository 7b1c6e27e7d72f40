import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { CONFIG_REPLY, mockFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PaymentCompleteScreen } from './payment-complete-screen';

const render = (status: 'paid' | 'cancelled') => {
  mockFetch(({ url }) => (url.pathname === '/api/v1/public/config' ? CONFIG_REPLY : { status: 404 }));
  renderRoutes(
    [{ path: paths.paymentComplete.path, element: <PaymentCompleteScreen /> }],
    paths.paymentComplete.getHref(status),
  );
};

describe('PaymentCompleteScreen', () => {
  it('thanks a guest back from paying, and says the receipt comes once Stripe confirms', async () => {
    render('paid');
    expect(
      await screen.findByRole('heading', { name: 'Thank you: your payment is on its way to us' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/sends you a receipt by email/)).toBeInTheDocument();
  });

  it('tells a guest who went back that nothing was charged and how to pay later', async () => {
    render('cancelled');
    expect(await screen.findByRole('heading', { name: 'Your payment was not made' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
  });
});
