import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { PropertySearchInput } from './property-search-input';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PropertySearchInput', () => {
  it('applies the text once typing has paused for the debounce', async () => {
    const onCommit = vi.fn();
    renderRoutes([{ path: '/', element: <PropertySearchInput value="" onCommit={onCommit} /> }]);
    await userEvent.type(screen.getByLabelText('Search property'), 'noosa');
    expect(onCommit).not.toHaveBeenCalled();
    await wait(PROPERTY_LIST.searchDebounceMs + 200);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('noosa');
  });
});
