import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/document-title';

export const PAGE_UNAVAILABLE = 'The page you are looking for is unavailable';

/** `landmark` is false inside the shell, which already has the page's one `main`. */
type ErrorPageProps = { code: number | string; detail?: string; landmark?: boolean };

/** The error page of docs/product/shell.md#screens: the code and 'The page you are looking for is unavailable'. */
export const ErrorPage = ({ code, detail, landmark = true }: ErrorPageProps) => {
  useDocumentTitle(`Error ${code}`);
  return (
    <Center component={landmark ? 'main' : 'div'} mih="70vh" p="md">
      <Stack align="center" gap="xs" maw={520}>
        <Title order={1} fz={72} c="dimmed" lh={1}>
          {code}
        </Title>
        <Text size="lg" fw={500} ta="center">
          {PAGE_UNAVAILABLE}
        </Text>
        {detail ? (
          <Text c="dimmed" size="sm" ta="center">
            {detail}
          </Text>
        ) : null}
        <Anchor component={Link} to={paths.home.getHref()} mt="md">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
};

/** The 404 page inside the shell: what a screen shows for an id in its address that is malformed or names nothing
 * the caller may see (see lib/route-params.ts). */
export const NotFoundPage = () => <ErrorPage code={404} landmark={false} />;
