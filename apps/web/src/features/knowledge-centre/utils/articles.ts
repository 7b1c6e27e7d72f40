/** One help article: its file name is the slug, its first line `# Title`, its first paragraph the summary. */
export type Article = { slug: string; title: string; summary: string; body: string };

/** Reads an article file: `# Title`, a one-line summary, then the body (Markdown). */
export const parseArticle = (slug: string, text: string): Article => {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const title = (lines[first] ?? '').replace(/^#\s+/, '').trim() || slug;
  let at = first + 1;
  while (at < lines.length && lines[at]?.trim() === '') at += 1;
  const summary = (lines[at] ?? '').trim();
  const body = lines
    .slice(at + 1)
    .join('\n')
    .trim();
  return { slug, title, summary, body };
};

/** Case-insensitive: every word of the search appears in the title, the summary or the body. */
export const matchesSearch = (article: Article, search: string): boolean => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${article.title}\n${article.summary}\n${article.body}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

// Each article is its own small chunk, fetched when the knowledge centre opens (the search needs them all).
const LOADERS = import.meta.glob<string>('../articles/*.md', { query: '?raw', import: 'default' });

const slugOf = (path: string) => path.replace(/^.*\//, '').replace(/\.md$/, '');

/** Every article, sorted by title. */
export const loadArticles = async (): Promise<Article[]> => {
  const entries = await Promise.all(
    Object.entries(LOADERS).map(async ([path, load]) => parseArticle(slugOf(path), await load())),
  );
  return entries.sort((a, b) => a.title.localeCompare(b.title));
};
