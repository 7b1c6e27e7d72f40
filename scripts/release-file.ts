/**
 * The static release file (docs/product/releases.md#screens, #fields) from CHANGELOG.md.
 * apps/web/vite.config.ts writes it into the build as releases.json; the /releases page fetches it.
 * Pure text in, releases out: no file system here, so the build and the tests call the same function.
 */

/** One release as the page reads it; `published_at` (the heading's date) is beyond the spec's three fields. */
export type Release = { tag_name: string; name: string; body: string; published_at: string };

/** Where the build puts the file and where the page fetches it. */
export const RELEASES_FILE = 'releases.json';

/** `## [0.16.0] - 2026-11-26 — SmartQuote` (the name after an em or en dash or a hyphen is optional). */
const RELEASE_HEADING = /^## \[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})(?: [—–-] (.+))?$/;
/** Work not yet released has no tag: it is not a release. */
const UNRELEASED_HEADING = /^## \[Unreleased\]\s*$/i;
/** A fenced code block: a `## ` line inside one is code, not a release. */
const FENCE = /^\s*(```|~~~)/;
/** A Keep a Changelog link definition (`[0.16.0]: https://...`): a footnote of the file, not of a release. */
const LINK_DEFINITION = /^\[[^\]]+\]: \S+\s*$/;

type Section = { version: [number, number, number]; release: Release };

const newestFirst = (a: Section, b: Section) =>
  b.version[0] - a.version[0] || b.version[1] - a.version[1] || b.version[2] - a.version[2];

/**
 * Every `## [x.y.z] - date — name` section of a Keep a Changelog file, newest version first. Throws on a `##`
 * heading it cannot read or a version written twice, so a slip in CHANGELOG.md stops the build instead of
 * dropping a release from the page.
 */
export const releasesFromChangelog = (markdown: string): Release[] => {
  const sections: Section[] = [];
  let current: { section: Section; lines: string[] } | null = null;
  let inFence = false;
  const close = () => {
    if (!current) return;
    current.section.release.body = current.lines.join('\n').trim();
    sections.push(current.section);
    current = null;
  };

  markdown.split(/\r?\n/).forEach((line, index) => {
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence && line.startsWith('## ')) {
      close();
      if (UNRELEASED_HEADING.test(line)) return;
      const match = RELEASE_HEADING.exec(line.trim());
      if (!match) throw new Error(`CHANGELOG.md line ${index + 1}: not a release heading: ${line}`);
      const [, major, minor, patch, date, title] = match;
      const tag = `v${major}.${minor}.${patch}`;
      if (sections.some((section) => section.release.tag_name === tag)) {
        throw new Error(`CHANGELOG.md line ${index + 1}: ${tag} is written twice`);
      }
      current = {
        section: {
          version: [Number(major), Number(minor), Number(patch)],
          release: { tag_name: tag, name: title?.trim() || tag, body: '', published_at: date ?? '' },
        },
        lines: [],
      };
      return;
    }
    // A release's sections (`### Added`) stay as written: the page shows them under the release's own heading.
    if (current && !LINK_DEFINITION.test(line)) current.lines.push(line);
  });
  close();

  return sections.sort(newestFirst).map((section) => section.release);
};
