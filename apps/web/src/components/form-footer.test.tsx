import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { FormFooter, type FormFooterPending } from './form-footer';

const renderFooter = (props: Parameters<typeof FormFooter>[0]) => {
  const view = renderRoutes([
    { path: '/', element: <FormFooter {...props} /> },
    { path: '/back', element: <p>Back where we were</p> },
  ]);
  return { ...view, user: userEvent.setup() };
};

const button = (name: string) => screen.getByRole('button', { name });

describe('FormFooter (docs/product/display.md#screens)', () => {
  it('shows Cancel and Save, and Delete only with a handler', () => {
    const { unmount } = renderFooter({ onCancel: () => {}, onSave: () => {} });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Save']);
    unmount();
    renderFooter({ onCancel: () => {}, onSave: () => {}, onDelete: () => {} });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Delete', 'Cancel', 'Save']);
  });

  it('takes another Save label', () => {
    renderFooter({ onSave: () => {}, saveLabel: 'Save template' });
    expect(button('Save template')).toBeInTheDocument();
  });

  it('calls each handler from its own button', async () => {
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderFooter({ onCancel, onSave, onDelete });
    await user.click(button('Save'));
    await user.click(button('Delete'));
    await user.click(button('Cancel'));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('submits its form when Save has no handler, and Cancel can be a link', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const view = renderRoutes([
      {
        path: '/',
        element: (
          <form onSubmit={onSubmit}>
            <FormFooter cancelTo="/back" />
          </form>
        ),
      },
      { path: '/back', element: <p>Back where we were</p> },
    ]);
    const user = userEvent.setup();
    await user.click(button('Save'));
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Back where we were')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/back');
  });

  it.each<[string, FormFooterPending, { loading: string; off: string[]; on: string[] }]>([
    ['save', { save: true }, { loading: 'Save', off: ['Delete'], on: ['Cancel'] }],
    ['delete', { delete: true }, { loading: 'Delete', off: ['Save'], on: ['Cancel'] }],
    ['cancel', { cancel: true }, { loading: 'Cancel', off: ['Save', 'Delete'], on: [] }],
  ])(
    'shows its own pending state on %s, holds the buttons that would clash, and keeps Cancel',
    (_, pending, expected) => {
      renderFooter({ onCancel: () => {}, onSave: () => {}, onDelete: () => {}, pending });
      expect(button(expected.loading)).toHaveAttribute('data-loading', 'true');
      expect(button(expected.loading)).toBeDisabled();
      for (const name of expected.off) {
        expect(button(name)).toBeDisabled();
        expect(button(name)).not.toHaveAttribute('data-loading');
      }
      for (const name of expected.on) expect(button(name)).toBeEnabled();
    },
  );

  it('has every button usable when nothing runs, and Save off when told', () => {
    renderFooter({ onCancel: () => {}, onSave: () => {}, onDelete: () => {}, saveDisabled: true });
    expect(button('Save')).toBeDisabled();
    expect(button('Delete')).toBeEnabled();
    expect(button('Cancel')).toBeEnabled();
  });
});
