import { Anchor, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { DebouncedSearch } from '../../../components/list-controls';
import { MarkdownView } from '../../../components/markdown-view';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUrlState, writeUrlState } from '../../../lib/url-state';
import { useArticles } from '../hooks/use-articles';
import { matchesSearch, type Article } from '../utils/articles';
import { ZKnowledgeAddress, type KnowledgeAddress } from '../utils/knowledge-address';

const PAGE_NAME = 'Knowledge centre';
const SEARCH_DEBOUNCE_MS = 200;

const hrefOf = (address: Partial<KnowledgeAddress>) => {
  const query = writeUrlState(ZKnowledgeAddress, address).toString();
  return `${paths.knowledgeCentre.getHref()}${query ? `?${query}` : ''}`;
};

const BackLink = ({ search }: { search: string }) => (
  <Anchor component={Link} to={hrefOf({ q: search })} size="sm">
    <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
    All articles
  </Anchor>
);

const ArticleView = ({ article, search }: { article: Article; search: string }) => (
  <Stack gap="md" component="article" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
    <BackLink search={search} />
    <Title order={1} size="h2">
      {article.title}
    </Title>
    <Text c="dimmed">{article.summary}</Text>
    <MarkdownView>{article.body}</MarkdownView>
  </Stack>
);

const MissingArticle = ({ slug, search }: { slug: string; search: string }) => (
  <Stack gap="md">
    <BackLink search={search} />
    <Title order={1} size="h2">
      Article not found
    </Title>
    <Text>There is no article called “{slug}”. It may have been renamed; search the knowledge centre for it.</Text>
  </Stack>
);

const ArticleList = ({ articles, search }: { articles: Article[]; search: string }) =>
  articles.length === 0 ? (
    <Text c="dimmed" py="lg" ta="center">
      {search ? `No articles match “${search}”.` : 'There are no articles yet.'}
    </Text>
  ) : (
    <Stack gap="sm" component="ul" aria-label="Articles" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {articles.map((article) => (
        <li key={article.slug}>
          <UnstyledButton
            component={Link}
            to={hrefOf({ q: search, article: article.slug })}
            display="block"
            p="sm"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text fw={600} c="var(--mantine-primary-color-filled)" style={{ overflowWrap: 'anywhere' }}>
              {article.title}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {article.summary}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );

/** `/knowledgecentre` (admin, staff): the help articles shipped with the product, searched and opened in the address. */
export const KnowledgeCentreScreen = () => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZKnowledgeAddress, { canWrite });
  const articles = useArticles();
  const open = address.article ? articles.data?.find((item) => item.slug === address.article) : undefined;
  useDocumentTitle(PAGE_NAME, open?.title);

  if (articles.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading articles">
        <Skeleton h={32} w={240} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (articles.error) return <ErrorAlert>The articles could not be loaded. Reload the page to try again.</ErrorAlert>;

  if (address.article) {
    return open ? (
      <ArticleView article={open} search={address.q} />
    ) : (
      <MissingArticle slug={address.article} search={address.q} />
    );
  }

  const shown = articles.data.filter((article) => matchesSearch(article, address.q));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {PAGE_NAME}
      </Title>
      <DebouncedSearch
        label="Search articles"
        placeholder="Search articles"
        delayMs={SEARCH_DEBOUNCE_MS}
        value={address.q}
        onSearch={(q) => setAddress((current) => ({ ...current, q }), { replace: true })}
      />
      <ArticleList articles={shown} search={address.q} />
    </Stack>
  );
};
