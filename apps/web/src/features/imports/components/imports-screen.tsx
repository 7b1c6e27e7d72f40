import type { ImportKind } from '@hearth/domain/imports';
import { Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInSession } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCan } from '../../../lib/use-can';

// The drop zone (and its styles) loads after the page.
const ImportPanel = lazy(() => import('./import-panel').then((module) => ({ default: module.ImportPanel })));

const TITLES: Record<ImportKind, string> = { homes: 'Homes', bookings: 'Bookings' };

/**
 * `/imports/{kind}` (docs/product/imports.md#screens; `import:use`): homes and bookings from another system as CSV, a
 * tab each for those who may add homes (a licensee, their company's) or import bookings (those who book).
 */
export const ImportsScreen = () => {
  useDocumentTitle('Import');
  const { user } = useSignedInSession();
  const addsHomes = useCan('property:create', { companyId: user.companyId ?? null });
  const importsBookings = useCan('booking:import');
  const kinds = ([addsHomes ? 'homes' : null, importsBookings ? 'bookings' : null] as const).filter(
    (kind): kind is ImportKind => kind !== null,
  );
  const navigate = useNavigate();
  const { kind: asked } = useParams();
  const kind = kinds.find((k) => k === asked) ?? kinds[0];

  return (
    <Stack gap="md" maw={1100}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Import
        </Title>
        <Text size="sm" c="dimmed">
          Homes and bookings from another system, as CSV files. Each file is checked first; nothing changes until you
          press Import, and then all of it is imported or none.
        </Text>
      </Stack>
      {kind ? (
        <Tabs value={kind} onChange={(value) => value && navigate(paths.imports.getHref(value as ImportKind))}>
          <Tabs.List>
            {kinds.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {TITLES[k]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {kinds.map((k) => (
            <Tabs.Panel key={k} value={k} pt="md">
              <Paper withBorder radius="md" p="md">
                <Suspense fallback={<Skeleton height={220} radius="md" aria-label="Loading the import" />}>
                  {k === kind ? <ImportPanel key={k} kind={k} /> : null}
                </Suspense>
              </Paper>
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
    </Stack>
  );
};
