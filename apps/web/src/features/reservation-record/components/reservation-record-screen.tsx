import { Title } from '@mantine/core';

export const ReservationRecordScreen = () => <Title order={1}>Reservation</Title>;
