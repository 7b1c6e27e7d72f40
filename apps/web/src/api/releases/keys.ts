/** Query keys of the releases area: the static release file (the /releases page). */
export const releaseKeys = {
  all: ['releases'] as const,
  list: () => [...releaseKeys.all, 'list'] as const,
};
