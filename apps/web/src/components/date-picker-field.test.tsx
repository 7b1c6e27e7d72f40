import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';

type Harness = Partial<DatePickerFieldProps> & { initial?: string | null; onPick?: (day: string | null) => void };

const renderField = (
  { initial = null, onPick = () => {}, ...props }: Harness = {},
  Picker: typeof DatePickerField = DatePickerField,
) => {
  const Field = () => {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <Picker
        label="Renewal date"
        placeholder="Pick a day"
        {...props}
        value={value}
        onChange={(day) => {
          onPick(day);
          setValue(day);
        }}
      />
    );
  };
  // Mantine's test environment keeps the dropdown open under jsdom's zero-size layout.
  renderRoutes([{ path: '/', element: <Field /> }], '/', { env: 'test' });
  return userEvent.setup();
};

const field = () => screen.getByRole('button', { name: 'Renewal date' });
/** The picker's code has arrived: the field is usable. */
const loaded = () => waitFor(() => expect(field()).toBeEnabled());

describe('DatePickerField (docs/product/display.md#screens)', () => {
  it("shows the chosen day as 'ddd D MMM YYYY', also while the picker loads", async () => {
    // A fresh copy of the field whose picker code has not been loaded yet (test files share modules).
    vi.resetModules();
    const { DatePickerField: Fresh } = await import('./date-picker-field');
    renderField({ initial: '2030-03-12' }, Fresh);
    // At once, before the picker's code arrives: the same label and text, not yet usable.
    expect(field()).toHaveTextContent('Tue 12 Mar 2030');
    expect(field()).toBeDisabled();
    await loaded();
    expect(field()).toHaveTextContent('Tue 12 Mar 2030');
  });

  it('gives the picked day as YYYY-MM-DD and keeps to the min and max days', async () => {
    const onPick = vi.fn();
    const user = renderField({ onPick, defaultDate: '2030-03-01', minDate: '2030-03-05', maxDate: '2030-03-20' });
    await loaded();
    await user.click(field());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '4 March 2030' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '21 March 2030' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '12 March 2030' }));
    expect(onPick).toHaveBeenLastCalledWith('2030-03-12');
    expect(field()).toHaveTextContent('Tue 12 Mar 2030');
  });

  it('clears with its clear icon, giving null, and shows its error line', async () => {
    const onPick = vi.fn();
    const user = renderField({ initial: '2030-03-12', onPick, error: 'Pick a renewal date' });
    await user.click(await screen.findByRole('button', { name: 'Clear Renewal date' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveTextContent('Pick a day');
    expect(screen.getByText('Pick a renewal date')).toBeInTheDocument();
  });

  it('has no clear icon when told so', async () => {
    renderField({ initial: '2030-03-12', clearable: false });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Clear Renewal date' })).not.toBeInTheDocument();
  });
});
