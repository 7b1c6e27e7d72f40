import { Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';

/** /resources (issue 17): being built. */
export const ResourcesScreen = () => {
  useDocumentTitle('Resources');
  return <Title order={1}>Resources</Title>;
};
