// Its own module so that the toasts' container is a chunk of its own (see NotificationsOnDemand).
export { Notifications } from '@mantine/notifications';
