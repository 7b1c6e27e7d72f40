import type { TNewsletterItem } from '@hearth/domain/resources';
import { ActionIcon, Anchor, AspectRatio, Card, Group, Image, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { DEFAULT_HERO_IMAGE, heroImageOf } from '../utils/hero-image';

type NewsletterCardProps = {
  newsletter: TNewsletterItem;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** A newsletter: its hero image (only an http address, else the default, docs/product/resources.md#who-uses-it), title and a 'Read' link. */
export const NewsletterCard = ({ newsletter, onEdit, onDelete }: NewsletterCardProps) => {
  const { title, url, heroImageUrl } = newsletter.attributes;
  const hero = heroImageOf(heroImageUrl);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Card.Section>
        <AspectRatio ratio={600 / 260}>
          <Image
            src={hero.src}
            fallbackSrc={DEFAULT_HERO_IMAGE}
            alt={hero.isDefault ? `${title}: default newsletter image` : `${title}: hero image`}
            data-default-hero={hero.isDefault ? 'true' : undefined}
          />
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="sm" gap="xs" wrap="nowrap">
        <Title order={3} size="h4" style={{ wordBreak: 'break-word' }}>
          {title}
        </Title>
        {onEdit || onDelete ? (
          <Group gap={4} wrap="nowrap">
            {onEdit ? (
              <ActionIcon variant="subtle" aria-label={`Edit ${title}`} onClick={onEdit}>
                <IconEdit size={16} aria-hidden />
              </ActionIcon>
            ) : null}
            {onDelete ? (
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${title}`} onClick={onDelete}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Text size="sm" mt="xs">
        <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-label={`Read ${title}`}>
          Read <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        </Anchor>
      </Text>
    </Card>
  );
};
