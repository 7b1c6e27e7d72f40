import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { TMessage } from '../utils/booking-relations';
import { MessagesTab } from './messages-tab';

const message = (fields: Partial<TMessage> & Pick<TMessage, 'id' | 'from' | 'sentAt'>): TMessage => ({
  body: 'Hello',
  email: null,
  ...fields,
});

describe('the messages tab (docs/product/guest-mail.md#screens)', () => {
  it('shows the guest mails we sent in the thread, with their subject and whether each went', async () => {
    const messages = [
      message({ id: 'm1', from: 'Ava Nguyen', sentAt: '2026-11-01T01:00:00Z', body: 'Is there parking?' }),
      message({
        id: 'e1',
        from: 'Harbour Homes',
        sentAt: '2026-10-31T23:00:00Z',
        body: 'Your stay is booked\n\nBooking reference: HM123',
        email: {
          subject: 'Booking confirmed: Harbour View, Fri 12 Dec 2026',
          to: 'ava@example.com',
          status: 'sent',
          error: null,
        },
      }),
      message({
        id: 'e2',
        from: 'Harbour Homes',
        sentAt: '2026-11-02T01:00:00Z',
        body: 'Payment received',
        email: {
          subject: 'Payment received: A$600.00 for Harbour View',
          to: 'ava@example.com',
          status: 'failed',
          error: 'connect ECONNREFUSED',
        },
      }),
    ];
    renderRoutes([
      { path: '/', element: <MessagesTab messages={messages} guestName="Ava Nguyen" timeZone="Australia/Sydney" /> },
    ]);
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    // Oldest first: the confirmation, the guest's question, the receipt.
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Email: Booking confirmed: Harbour View, Fri 12 Dec 2026'),
      expect.stringContaining('Is there parking?'),
      expect.stringContaining('Email: Payment received: A$600.00 for Harbour View'),
    ]);
    expect(within(items[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/to ava@example\.com/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Booking reference: HM123/)).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/^Email:/)).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Not sent')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderRoutes([{ path: '/', element: <MessagesTab messages={[]} guestName={null} timeZone="Australia/Sydney" /> }]);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
