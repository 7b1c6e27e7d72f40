import { Title } from '@mantine/core';

export const BalancesScreen = () => <Title order={1}>Balances</Title>;
