import { useLocalStorage } from '@mantine/hooks';

export type ListView = 'cards' | 'table';

/** One key per user, so two people sharing a browser each keep their own view. */
export const listViewKey = (userId: string) => `hearth:properties:view:${userId}`;

const readView = (stored: string | undefined): ListView => (stored === 'table' ? 'table' : 'cards');

/**
 * Cards or table, remembered per user in this browser's localStorage (a view is a habit of the person at this screen,
 * not data the API keeps; the user's settings have no place for it). Read before the first paint, so a table user
 * never sees the cards flash; other tabs follow a change.
 */
export const useListView = (userId: string): [ListView, (view: ListView) => void] => {
  const [view, setView] = useLocalStorage<ListView>({
    key: listViewKey(userId),
    defaultValue: 'cards',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: readView,
  });
  return [view, setView];
};
