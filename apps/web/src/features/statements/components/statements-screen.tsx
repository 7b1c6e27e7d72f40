import { Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';

/** /statements (issue 17): being built. */
export const StatementsScreen = () => {
  useDocumentTitle('Statements');
  return <Title order={1}>Statements</Title>;
};
