import { SMARTQUOTE_LABELS, type TSmartquoteAttributes } from '@hearth/domain/smartquotes';
import { Button, Group } from '@mantine/core';
import { IconExternalLink, IconPencil, IconWorldUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type OverviewActionsProps = {
  quoteId: string;
  attributes: TSmartquoteAttributes;
  onPublish: () => void;
  publishing: boolean;
};

/**
 * 'Edit' goes back to the steps (the address step, whose Back returns here); 'Publish' turns a draft into a quote
 * with a public page (beyond the spec's text: without it no quote could be viewed); 'View Quote' opens that page in a
 * new tab (docs/product/smartquotes.md#screens).
 */
export const OverviewActions = ({ quoteId, attributes, onPublish, publishing }: OverviewActionsProps) => (
  <Group gap="xs">
    <Button
      component={Link}
      to={paths.smartquoteStep.getHref(quoteId, 'address')}
      variant="default"
      leftSection={<IconPencil size={16} aria-hidden />}
    >
      Edit
    </Button>
    {attributes.status === 'draft' ? (
      <Button onClick={onPublish} loading={publishing} leftSection={<IconWorldUpload size={16} aria-hidden />}>
        Publish
      </Button>
    ) : null}
    {attributes.status === 'published' && attributes.publicUrl ? (
      <Button
        component="a"
        href={attributes.publicUrl}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconExternalLink size={16} aria-hidden />}
      >
        {SMARTQUOTE_LABELS.viewQuote}
      </Button>
    ) : null}
  </Group>
);
