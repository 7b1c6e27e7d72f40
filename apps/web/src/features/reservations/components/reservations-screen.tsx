import { Title } from '@mantine/core';

export const ReservationsScreen = () => <Title order={1}>Reservations</Title>;
