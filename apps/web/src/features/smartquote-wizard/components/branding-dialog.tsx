import { SMARTQUOTE_LABELS } from '@hearth/domain/smartquotes';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { DraftCompany } from '../utils/company-branding';

/** 'Company Branding' (docs/product/smartquotes.md#states): a partner without a logo; go on without one, or add it on the company page. */
export const BrandingDialog = ({ company, onClose }: { company: DraftCompany | null; onClose: () => void }) => (
  <Modal opened={company !== null} onClose={onClose} title={SMARTQUOTE_LABELS.brandingTitle} centered>
    <Stack gap="md">
      <Text size="sm">
        {company?.companyName ?? 'This company'} has no logo yet, so its quotes show without its branding.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {SMARTQUOTE_LABELS.continueWithout}
        </Button>
        {company ? (
          <Button component={Link} to={paths.company.getHref(company.id)}>
            {SMARTQUOTE_LABELS.addBranding}
          </Button>
        ) : null}
      </Group>
    </Stack>
  </Modal>
);
