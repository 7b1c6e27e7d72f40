import { Anchor, Code, List, Table, Text, Title, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/**
 * Markdown as Mantine elements. Safe by construction: react-markdown builds React elements from the Markdown tree and
 * never renders raw HTML (`skipHtml`), so a `<script>` in a release note or an article is left out.
 */
const COMPONENTS: Components = {
  // The page has its h1; a Markdown '#' or '##' is a section of it, '###' a subsection.
  h1: ({ children }) => <Title order={2}>{children}</Title>,
  h2: ({ children }) => <Title order={2}>{children}</Title>,
  h3: ({ children }) => <Title order={3}>{children}</Title>,
  h4: ({ children }) => <Title order={4}>{children}</Title>,
  p: ({ children }) => <Text my="xs">{children}</Text>,
  a: ({ children, href }) => {
    const external = href ? /^https?:/.test(href) : false;
    return (
      <Anchor href={href} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
        {children}
      </Anchor>
    );
  },
  ul: ({ children }) => <List my="xs">{children}</List>,
  ol: ({ children }) => (
    <List type="ordered" my="xs">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  code: ({ children }) => <Code>{children}</Code>,
  table: ({ children }) => <Table my="xs">{children}</Table>,
};

/** Links only to http(s), mail and in-app paths: a `javascript:` link in Markdown loses its address. */
const safeUrl = (url: string) => (/^(https?:|mailto:|\/|#)/i.test(url) ? url : '');

export const MarkdownRender = ({ children }: { children: string }) => (
  <Typography p={0}>
    <Markdown components={COMPONENTS} urlTransform={safeUrl} skipHtml>
      {children}
    </Markdown>
  </Typography>
);
