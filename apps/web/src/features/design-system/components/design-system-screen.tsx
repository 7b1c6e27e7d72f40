import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';
import { AlertsSection } from './alerts-section';
import { ColourSchemeToggle } from './colour-scheme-toggle';
import { DatePickerSection } from './date-picker-section';
import { FormFooterSection } from './form-footer-section';
import { PortalLogosSection } from './portal-logos-section';
import { ReviewSection } from './review-section';
import { StatusPillsSection } from './status-pills-section';
import { TableSection } from './table-section';

/** /design-system (developers): the shared components, live, with sample props, in light and dark. */
export const DesignSystemScreen = () => {
  useDocumentTitle('Design system');
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Design system</Title>
          <Text c="dimmed" size="sm">
            The shared components as the screens use them. Samples only: nothing here is saved.
          </Text>
        </Stack>
        <ColourSchemeToggle />
      </Group>
      <StatusPillsSection />
      <FormFooterSection />
      <DatePickerSection />
      <AlertsSection />
      <TableSection />
      <ReviewSection />
      <PortalLogosSection />
    </Stack>
  );
};
