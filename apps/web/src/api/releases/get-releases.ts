import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { releaseKeys } from './keys';

/** One release of the static release file, as scripts/release-file.ts writes it from CHANGELOG.md. */
export type Release = { tag_name: string; name: string; body: string; published_at?: string };

/** Beside index.html, written by the build (apps/web/vite.config.ts); served by the API's static files, not /api. */
export const RELEASES_URL = '/releases.json';

/** Said when the address answers something else than a list (a build from before the file: the app page). */
export const NOT_A_RELEASE_FILE = 'This build has no release file.';

/** The static release file (docs/product/releases.md#calls): newest release first. */
export const getReleases = async (signal?: AbortSignal): Promise<Release[]> => {
  const body = await api.get<unknown>(RELEASES_URL, { signal });
  if (!Array.isArray(body)) throw new Error(NOT_A_RELEASE_FILE);
  return body as Release[];
};

export const releasesOptions = () =>
  queryOptions({ queryKey: releaseKeys.list(), queryFn: ({ signal }) => getReleases(signal) });

export const useReleases = () => useQuery(releasesOptions());
