import { SMARTQUOTE_MESSAGES } from '@hearth/domain/smartquotes';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';

/** A token that names no published quote (mistyped, unpublished, withdrawn): one clear page, never which. */
export const PublicQuoteNotFound = () => {
  useDocumentTitle('Quote not available');
  return (
    <Center component="main" mih="70vh" p="md">
      <Stack align="center" gap="xs" maw={480}>
        <Title order={1} size="h2" ta="center">
          {SMARTQUOTE_MESSAGES.publicNotFound}
        </Title>
        <Text c="dimmed" ta="center">
          The link may be incomplete, or the quote is no longer shared. Ask the person who sent it to you for a new
          link.
        </Text>
      </Stack>
    </Center>
  );
};

/** Anything else that went wrong (the network, the server): the owner can try again. */
export const PublicQuoteLoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <Center component="main" mih="70vh" p="md">
    <Stack align="center" gap="sm" maw={480}>
      <Title order={1} size="h2" ta="center">
        The quote could not be loaded
      </Title>
      <Text c="dimmed" ta="center" role="alert">
        Check your connection and try again.
      </Text>
      <Button onClick={onRetry}>Try again</Button>
    </Stack>
  </Center>
);
