import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { NavMenu } from './nav-menu';

const menuLinks = (roles: string[], mobile = false) => {
  const { unmount } = renderRoutes([
    { path: '*', element: <NavMenu roles={roles} faqUrl="https://help.hearth.test/faq" mobile={mobile} /> },
  ]);
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const labels = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  unmount();
  return labels;
};

describe('NavMenu', () => {
  it('shows an admin exactly the admin items and the FAQ', () => {
    expect(menuLinks(['ROLE_ADMIN'])).toEqual([
      'Properties',
      'Reservations',
      'Tasks',
      'SmartQuote',
      'Users',
      'Statements',
      'Payouts',
      'Resources',
      'Knowledge centre',
      'FAQ',
    ]);
  });

  it('shows an owner their Properties and Statements, and the FAQ', () => {
    expect(menuLinks(['ROLE_OWNER'])).toEqual(['Properties', 'Statements', 'FAQ']);
  });

  it('shows a developer the developer areas', () => {
    expect(menuLinks(['ROLE_DEVELOPER'])).toEqual(['Templates', 'Dev tools', 'Releases', 'FAQ']);
  });

  it('adds up the items of several roles in the menu order', () => {
    expect(menuLinks(['ROLE_FINANCE_MANAGER', 'ROLE_CHANNEL_MANAGER'])).toEqual([
      'Reservations',
      'Channels',
      'Statements',
      'Balances',
      'Payouts',
      'FAQ',
    ]);
  });

  it('opens the FAQ in a new tab', () => {
    renderRoutes([{ path: '*', element: <NavMenu roles={[]} faqUrl="https://help.hearth.test/faq" mobile={false} /> }]);
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', 'https://help.hearth.test/faq');
    expect(faq).toHaveAttribute('target', '_blank');
  });

  it('sends admin and staff from the FAQ to the knowledge centre, in the same tab (issue 17)', () => {
    renderRoutes([
      { path: '*', element: <NavMenu roles={['ROLE_STAFF']} faqUrl="https://help.hearth.test/faq" mobile={false} /> },
    ]);
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/knowledgecentre');
    expect(faq).not.toHaveAttribute('target');
  });

  it('adds the mobile-only items on mobile', () => {
    expect(menuLinks(['ROLE_LICENSEE'], true)).toEqual([
      'Properties',
      'Reservations',
      'Tasks',
      'SmartQuote',
      'Statements',
      'Resources',
      'FAQ',
      'Settings',
      'Companies',
      'Logout',
    ]);
    expect(menuLinks(['ROLE_DEVELOPER'], true).slice(-2)).toEqual(['FAQ', 'Logout']);
  });
});
