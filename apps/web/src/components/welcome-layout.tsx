import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { usePublicConfig } from '../lib/config';

type WelcomeLayoutProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The card's width: a sign-in form is narrow; the setup form's two sections need more. */
  width?: number;
};

/** The frame of every welcome-area screen: the product mark and one calm card. */
export const WelcomeLayout = ({ title, subtitle, children, width = 400 }: WelcomeLayoutProps) => {
  const { productName, logoUrl } = usePublicConfig();
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={width} gap="lg">
        <Center>
          <BrandMark productName={productName} logoUrl={logoUrl ?? null} />
        </Center>
        <Paper withBorder shadow="xs" p="xl" radius="md" component="section">
          <Stack gap="md">
            <div>
              <Title order={1} size="h3">
                {title}
              </Title>
              {subtitle ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {subtitle}
                </Text>
              ) : null}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
};
