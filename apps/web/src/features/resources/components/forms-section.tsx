import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useForms } from '../../../api/resources/get-forms';

/** The licensee's forms as cards: title, description, 'Open form'. A failed load shows none (docs/product/resources.md#messages). */
export const FormsSection = ({ withHeading = false }: { withHeading?: boolean }) => {
  const forms = useForms(true);
  const items = forms.data?.data ?? [];
  return (
    <Stack gap="md">
      {withHeading ? (
        <Title order={2} size="h3">
          Forms
        </Title>
      ) : null}
      {forms.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Loading forms">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {forms.isSuccess && items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          There are no forms yet.
        </Text>
      ) : null}
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((form) => (
            <Card key={form.id} withBorder radius="md" padding="lg" component="article">
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">
                  {form.attributes.title}
                </Title>
                {form.attributes.description ? (
                  <Text size="sm" c="dimmed">
                    {form.attributes.description}
                  </Text>
                ) : null}
                {form.attributes.url ? (
                  <Anchor
                    href={form.attributes.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    mt="auto"
                    aria-label={`Open form ${form.attributes.title}`}
                  >
                    Open form <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                  </Anchor>
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
};
