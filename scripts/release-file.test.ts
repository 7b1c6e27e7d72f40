import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releasesFromChangelog } from './release-file';

const CHANGELOG = `# Changelog

Intro text that belongs to no release.

## [Unreleased]

- Work in progress.

## [0.2.0] - 2026-11-22 — An accessible shell

### Added

- Dark mode, from the user menu.

## [0.10.0] - 2026-11-25 — Addresses you can share

Links that open the same list.

## [0.1.0] - 2026-11-21

The first release.

[0.2.0]: https://example.test/compare/v0.1.0...v0.2.0
`;

describe('releasesFromChangelog', () => {
  it('makes one release per version heading, newest version first (0.10.0 above 0.2.0), without Unreleased', () => {
    expect(releasesFromChangelog(CHANGELOG)).toEqual([
      {
        tag_name: 'v0.10.0',
        name: 'Addresses you can share',
        body: 'Links that open the same list.',
        published_at: '2026-11-25',
      },
      {
        tag_name: 'v0.2.0',
        name: 'An accessible shell',
        body: '### Added\n\n- Dark mode, from the user menu.',
        published_at: '2026-11-22',
      },
      // No name after the date: the tag names it; the link definition at the foot is not part of its notes.
      { tag_name: 'v0.1.0', name: 'v0.1.0', body: 'The first release.', published_at: '2026-11-21' },
    ]);
  });

  it('keeps a body as written, HTML included: the page renders it as text, never as markup', () => {
    const [release] = releasesFromChangelog('## [1.0.0] - 2026-01-01 — X\n\nSee <script>alert(1)</script>\r\n');
    expect(release?.body).toBe('See <script>alert(1)</script>');
  });

  it('reads a `## ` line in a fenced code block as code, not as a release', () => {
    const [release] = releasesFromChangelog('## [1.0.0] - 2026-01-01 — X\n\n```md\n## [9.9.9] - x\n### Kept\n```\n');
    expect(release?.body).toBe('```md\n## [9.9.9] - x\n### Kept\n```');
  });

  it('refuses a heading it cannot read, or a version written twice, naming the line', () => {
    expect(() => releasesFromChangelog('# Changelog\n\n## 0.3.0 - 2026-11-22\n')).toThrow(/line 3/);
    expect(() => releasesFromChangelog('## [0.3.0] - 2026-11-22\n\n## [0.3.0] - 2026-11-23\n')).toThrow(
      /v0\.3\.0 is written twice/,
    );
  });

  it("reads the project's own CHANGELOG.md: releases from v0.1.0, each with a name and notes", () => {
    const releases = releasesFromChangelog(readFileSync(path.join(import.meta.dirname, '../CHANGELOG.md'), 'utf8'));
    expect(releases.at(-1)?.tag_name).toBe('v0.1.0');
    expect(releases.length).toBeGreaterThanOrEqual(16);
    for (const release of releases) {
      expect(release.name).not.toBe(release.tag_name);
      expect(release.body).not.toBe('');
    }
  });
});
