import { Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';

/** /channels (issue 17): being built. */
export const ChannelsScreen = () => {
  useDocumentTitle('Channels');
  return <Title order={1}>Channels</Title>;
};
