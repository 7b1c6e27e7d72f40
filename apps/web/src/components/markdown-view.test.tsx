import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { MarkdownView } from './markdown-view';

const show = (markdown: string) =>
  renderRoutes([{ path: '/', element: <MarkdownView>{markdown}</MarkdownView> }], '/', { env: 'test' });

describe('MarkdownView', () => {
  it('shows headings, lists and links as the page’s own elements', async () => {
    show('## What is new\n\n- Quotes publish\n- PDFs\n\nSee [the guide](/knowledgecentre).');
    expect(await screen.findByRole('heading', { name: 'What is new' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Quotes publish', 'PDFs']);
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', '/knowledgecentre');
  });

  it('never runs what the text carries: raw HTML is left out, a javascript: link loses its address', async () => {
    const { container } = show(
      'Hello <script>alert(1)</script><img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))',
    );
    expect(await screen.findByText(/Hello/)).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });
});
