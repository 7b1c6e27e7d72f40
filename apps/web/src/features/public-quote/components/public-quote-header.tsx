import type { TPublicSmartquote } from '@hearth/domain/smartquotes';
import { Box, Container, Group, Image, Text } from '@mantine/core';
import { textOn } from '@hearth/domain/companies';

type Company = TPublicSmartquote['data']['attributes']['company'];

/** The partner's branding: their logo and name on a band of their brand colour (text black or white for AA). */
export const PublicQuoteHeader = ({ company, accent }: { company: Company; accent: string }) => (
  <Box component="header" bg={accent} c={textOn(accent)} py="sm">
    <Container size="lg" px="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {company.logoUrl ? (
          <Box bg="white" p={4} style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}>
            <Image src={company.logoUrl} alt={`${company.companyName} logo`} h={36} w="auto" maw={140} fit="contain" />
          </Box>
        ) : null}
        <Text fw={700} size="lg" lineClamp={1}>
          {company.companyName}
        </Text>
      </Group>
    </Container>
  </Box>
);
