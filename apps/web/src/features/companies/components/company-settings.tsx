import { COMPANY_LIST, type TCompanyAttributes } from '@hearth/domain/companies';
import { Button, ColorSwatch, Group, Image, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPalette, IconPercentage, IconPhotoUp } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatFee } from '../utils/settings-rules';

// Each modal's body is its own chunk, loaded when the modal opens: the Dropzone, the colour picker and the number input
// stay out of the company page's first load.
const LogoForm = lazy(() => import('./logo-form').then((module) => ({ default: module.LogoForm })));
const BrandColourForm = lazy(() =>
  import('./brand-colour-form').then((module) => ({ default: module.BrandColourForm })),
);
const FeeForm = lazy(() => import('./fee-form').then((module) => ({ default: module.FeeForm })));

type Setting = 'logo' | 'colour' | 'fee';

const TITLES: Record<Setting, string> = { logo: 'Logo', colour: 'Brand colour', fee: 'Fees' };

const FormLoading = () => (
  <Group justify="center" py="lg" role="status" aria-label="Loading the form">
    <Loader size="sm" />
  </Group>
);

const SettingRow = ({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) => (
  <Paper withBorder radius="md" p="md">
    <Group justify="space-between" gap="md" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
      {action}
    </Group>
  </Paper>
);

/** The Settings tab (docs/product/companies.md#screens): logo, brand colour and fees, each changed in its own modal. */
export const CompanySettings = ({ companyId, company }: { companyId: string; company: TCompanyAttributes }) => {
  const [open, setOpen] = useState<Setting | null>(null);
  const close = () => setOpen(null);
  const { logoUrl, brandColour, ltrManagementFee } = company.settings;

  return (
    <Stack gap="md" maw={760}>
      <SettingRow
        title="Logo"
        action={
          <Button variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={() => setOpen('logo')}>
            Upload logo
          </Button>
        }
      >
        {logoUrl ? (
          <Image src={logoUrl} alt={`${company.companyName} logo`} h={56} w="auto" maw={200} fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet
          </Text>
        )}
      </SettingRow>
      <SettingRow
        title="Brand colour"
        action={
          <Button variant="light" leftSection={<IconPalette size={16} aria-hidden />} onClick={() => setOpen('colour')}>
            Change colour
          </Button>
        }
      >
        {brandColour ? (
          <Group gap="xs">
            <ColorSwatch color={brandColour} size={20} aria-hidden />
            <Text size="sm" ff="monospace">
              {brandColour}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            The default colour
          </Text>
        )}
      </SettingRow>
      <SettingRow
        title="Fees"
        action={
          <Button variant="light" leftSection={<IconPercentage size={16} aria-hidden />} onClick={() => setOpen('fee')}>
            Change fees
          </Button>
        }
      >
        <Text size="sm">LTR Management Fee: {formatFee(ltrManagementFee)}</Text>
      </SettingRow>

      <Modal
        opened={open !== null}
        onClose={close}
        size={COMPANY_LIST.settingsModalWidth}
        title={open ? TITLES[open] : undefined}
      >
        <Suspense fallback={<FormLoading />}>
          {open === 'logo' ? <LogoForm companyId={companyId} onDone={close} /> : null}
          {open === 'colour' ? <BrandColourForm companyId={companyId} current={brandColour} onDone={close} /> : null}
          {open === 'fee' ? <FeeForm companyId={companyId} current={ltrManagementFee} onDone={close} /> : null}
        </Suspense>
      </Modal>
    </Stack>
  );
};
