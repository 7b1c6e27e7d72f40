import { Title } from '@mantine/core';

export const TimelineScreen = () => <Title order={1}>Multi-calendar</Title>;
