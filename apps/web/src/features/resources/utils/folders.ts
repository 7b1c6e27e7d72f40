import type { TDocumentItem } from '@hearth/domain/resources';

/** Every folder of the tree with its path (`Policies / Health and safety`), for choosing where a new item goes. */
export const foldersOf = (items: TDocumentItem[], path: string[] = []): { value: string; label: string }[] =>
  items
    .filter((item) => item.attributes.isFolder)
    .flatMap((item) => {
      const here = [...path, item.attributes.name];
      return [{ value: item.id, label: here.join(' / ') }, ...foldersOf(item.attributes.contents, here)];
    });

/** The top level, as the folder choice calls it. */
export const TOP_LEVEL = { value: '', label: 'Top level' };
