import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_REPLY, mockFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { KnowledgeCentreScreen } from './knowledge-centre-screen';

// The articles and the Markdown renderer are chunks of their own, loaded when the page opens.
configure({ asyncUtilTimeout: 5000 });

const renderCentre = (path = '/knowledgecentre') => {
  mockFetch(() => CONFIG_REPLY);
  return renderRoutes([{ path: '/knowledgecentre', element: <KnowledgeCentreScreen /> }], path, { env: 'test' });
};

const articleTitles = async () => {
  const list = await screen.findByRole('list', { name: 'Articles' });
  return within(list)
    .getAllByRole('link')
    .map((link) => within(link).getAllByText(/.+/)[0]?.textContent);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KnowledgeCentreScreen', () => {
  it('lists every article with its summary, and a search narrows the list and goes into the address', async () => {
    const user = userEvent.setup();
    const { router } = renderCentre();

    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge centre' })).toBeInTheDocument();
    const all = await articleTitles();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all).toContain('Building and publishing a SmartQuote');
    expect(screen.getByText(/Make a rental forecast for a prospective owner/)).toBeInTheDocument();

    // Case-insensitive, over the text as well as the title: 'incognito' is only in the body of the users article.
    await user.type(screen.getByRole('textbox', { name: 'Search articles' }), 'INCOGNITO');
    await waitFor(() => expect(router.state.location.search).toBe('?q=INCOGNITO'));
    expect(await articleTitles()).toEqual(['Users, roles and Log in as']);

    await user.clear(screen.getByRole('textbox', { name: 'Search articles' }));
    await user.type(screen.getByRole('textbox', { name: 'Search articles' }), 'no such words anywhere');
    expect(await screen.findByText('No articles match “no such words anywhere”.')).toBeInTheDocument();
  });

  it('opens an article from the address, and its back link returns to the search', async () => {
    const user = userEvent.setup();
    const { router } = renderCentre('/knowledgecentre?q=calendar&article=block-dates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blocking dates and holds' })).toBeInTheDocument();
    expect(screen.getByText(/Block nights on a property's calendar with an event/)).toBeInTheDocument();
    // The body, rendered from Markdown.
    expect(await screen.findByRole('heading', { name: 'Holds that expire' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Knowledge centre · Blocking dates and holds · Hearth'));

    await user.click(screen.getByRole('link', { name: 'All articles' }));
    expect(router.state.location.search).toBe('?q=calendar');
    expect(await screen.findByRole('textbox', { name: 'Search articles' })).toHaveValue('calendar');
    expect(await articleTitles()).toContain("Reading a property's calendar");
  });

  it('says so when the address names an article that does not exist', async () => {
    renderCentre('/knowledgecentre?article=how-to-fly');

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no article called “how-to-fly”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/knowledgecentre');
  });
});
