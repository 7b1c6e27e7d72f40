import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '../lib/lazy-page';

// The Markdown parser is its own chunk, loaded by the screens that show Markdown (releases, help articles).
const MarkdownRender = lazyPage<{ children: string }>(() => import('./markdown-render'), 'MarkdownRender');

/** Markdown text shown safely (no raw HTML, no script links); a grey block while the renderer loads. */
export const MarkdownView = ({ children }: { children: string }) => (
  <Suspense fallback={<Skeleton h={80} radius="sm" />}>
    <MarkdownRender>{children}</MarkdownRender>
  </Suspense>
);
