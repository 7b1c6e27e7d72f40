import { useEffect } from 'react';
import { usePublicConfig } from './config';

export const documentTitle = (productName: string, page?: string, action?: string): string =>
  [page, action, productName].filter((part): part is string => Boolean(part)).join(' · ');

/** Sets `Page · Action · Hearth` (docs/product/shell.md#screens) while the calling page is shown. */
export const useDocumentTitle = (page?: string, action?: string): void => {
  const { productName } = usePublicConfig();
  useEffect(() => {
    document.title = documentTitle(productName, page, action);
  }, [productName, page, action]);
};
