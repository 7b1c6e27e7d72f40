import { PROPERTY_MESSAGES, PROPERTY_SUBMISSION_LINK_TITLE } from '@hearth/domain/properties';
import { Button, Text } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLinks } from '../../../api/links/get-links';
import { paths } from '../../../config/paths';

/** 'Add property' for those who add homes for any company (staff, admins): the form, in the same tab. */
export const NewPropertyButton = () => (
  <Button component={Link} to={paths.propertyCreate.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
    Add property
  </Button>
);

/** Licensees' 'Add New Property': the 'Property Submission' link, in a new tab (docs/product/properties.md#screens). */
export const AddPropertyButton = () => {
  const links = useLinks(true);
  if (links.isPending) {
    return (
      <Button leftSection={<IconPlus size={16} aria-hidden />} loading>
        Add New Property
      </Button>
    );
  }
  const submission = links.data?.find((link) => link.title === PROPERTY_SUBMISSION_LINK_TITLE);
  if (!submission) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {PROPERTY_MESSAGES.linksError}
      </Text>
    );
  }
  return (
    <Button
      component="a"
      href={submission.url}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconPlus size={16} aria-hidden />}
      rightSection={<IconExternalLink size={14} aria-hidden />}
    >
      Add New Property
    </Button>
  );
};
