import { isValidElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { LoginScreen } from '../features/auth/components/login-screen';
import { paths } from '../config/paths';
import { isLazyPage, lazyPage } from '../lib/lazy-page';
import { RootLayout } from './root-layout';
import { PrefixRedirect } from './routes/redirects';
import { RequireSession } from './routes/require-session';
import { RouteErrorBoundary } from './routes/route-error';

// The error pages stay in the entry (an error boundary needs them at once), and so does sign-in: the first screen of
// every visit without a session, which as a chunk of its own waited for the entry and then for 19 small scripts of its
// own (bench/README.md, issue 33 item 1). Every other page is its own chunk (React.lazy
// through lazyPage, which turns a failed load into the 'new version' prompt), so the first page carries only the router,
// the session check and Mantine. The routes are plain route objects rendered by useRoutes (React Router's declarative
// mode): the data router's loaders and actions are not used here, and it would add 17 kB (gzip) to every first load.
const ForgotScreen = lazyPage(() => import('../features/auth/components/forgot-screen'), 'ForgotScreen');
const EmailChangeScreen = lazyPage(
  () => import('../features/auth/components/email-change-screen'),
  'EmailChangeScreen',
);
const NewPasswordScreen = lazyPage(
  () => import('../features/auth/components/new-password-screen'),
  'NewPasswordScreen',
);
const SetupScreen = lazyPage(() => import('../features/setup/components/setup-screen'), 'SetupScreen');
const LogoutScreen = lazyPage(() => import('../features/auth/components/logout-screen'), 'LogoutScreen');
const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');
const HomeRoute = lazyPage(() => import('./routes/home'), 'HomeRoute');
const SettingsScreen = lazyPage(() => import('../features/settings/components/settings-screen'), 'SettingsScreen');
const DevtoolsScreen = lazyPage(() => import('../features/devtools/components/devtools-screen'), 'DevtoolsScreen');
const PropertiesScreen = lazyPage(
  () => import('../features/properties/components/properties-screen'),
  'PropertiesScreen',
);
const PropertyCreateScreen = lazyPage(
  () => import('../features/property-create/components/property-create-screen'),
  'PropertyCreateScreen',
);
const EventsScreen = lazyPage(() => import('../features/events/components/events-screen'), 'EventsScreen');
const CalendarScreen = lazyPage(() => import('../features/calendar/components/calendar-screen'), 'CalendarScreen');
const UsersScreen = lazyPage(() => import('../features/users/components/users-screen'), 'UsersScreen');
const UserRecordScreen = lazyPage(
  () => import('../features/user-record/components/user-record-screen'),
  'UserRecordScreen',
);
const CompaniesScreen = lazyPage(() => import('../features/companies/components/companies-screen'), 'CompaniesScreen');
const CompanyScreen = lazyPage(() => import('../features/companies/components/company-screen'), 'CompanyScreen');
const ImpersonateScreen = lazyPage(
  () => import('../features/impersonation/components/impersonate-screen'),
  'ImpersonateScreen',
);
const PropertyDetailsScreen = lazyPage(
  () => import('../features/property-details/components/property-details-screen'),
  'PropertyDetailsScreen',
);
const PropertyPhotosScreen = lazyPage(
  () => import('../features/property-photos/components/property-photos-screen'),
  'PropertyPhotosScreen',
);
const PropertyReviewsScreen = lazyPage(
  () => import('../features/property-reviews/components/property-reviews-screen'),
  'PropertyReviewsScreen',
);
const PropertyKeysScreen = lazyPage(
  () => import('../features/property-keys/components/property-keys-screen'),
  'PropertyKeysScreen',
);
const TemplatesScreen = lazyPage(() => import('../features/templates/components/templates-screen'), 'TemplatesScreen');
const ReservationsScreen = lazyPage(
  () => import('../features/reservations/components/reservations-screen'),
  'ReservationsScreen',
);
const ReservationRecordScreen = lazyPage(
  () => import('../features/reservation-record/components/reservation-record-screen'),
  'ReservationRecordScreen',
);
const BalancesScreen = lazyPage(() => import('../features/balances/components/balances-screen'), 'BalancesScreen');
const TasksScreen = lazyPage(() => import('../features/tasks/components/tasks-screen'), 'TasksScreen');
const PayoutsScreen = lazyPage(() => import('../features/payouts/components/payouts-screen'), 'PayoutsScreen');
const PayoutBatchScreen = lazyPage(
  () => import('../features/payouts/components/payout-batch-screen'),
  'PayoutBatchScreen',
);
const TimelineScreen = lazyPage(() => import('../features/timeline/components/timeline-screen'), 'TimelineScreen');
const SmartquotesScreen = lazyPage(
  () => import('../features/smartquotes/components/smartquotes-screen'),
  'SmartquotesScreen',
);
const SmartquoteWizardScreen = lazyPage(
  () => import('../features/smartquote-wizard/components/smartquote-wizard-screen'),
  'SmartquoteWizardScreen',
);
const SmartquoteOverviewScreen = lazyPage(
  () => import('../features/smartquote-overview/components/smartquote-overview-screen'),
  'SmartquoteOverviewScreen',
);
const PublicQuoteScreen = lazyPage(
  () => import('../features/public-quote/components/public-quote-screen'),
  'PublicQuoteScreen',
);
const PaymentCompleteScreen = lazyPage(
  () => import('../features/payment-complete/components/payment-complete-screen'),
  'PaymentCompleteScreen',
);
const ReleasesScreen = lazyPage(() => import('../features/releases/components/releases-screen'), 'ReleasesScreen');
const KnowledgeCentreScreen = lazyPage(
  () => import('../features/knowledge-centre/components/knowledge-centre-screen'),
  'KnowledgeCentreScreen',
);
const DesignSystemScreen = lazyPage(
  () => import('../features/design-system/components/design-system-screen'),
  'DesignSystemScreen',
);
const ChannelsScreen = lazyPage(() => import('../features/channels/components/channels-screen'), 'ChannelsScreen');
const StatementsScreen = lazyPage(
  () => import('../features/statements/components/statements-screen'),
  'StatementsScreen',
);
const RatesScreen = lazyPage(() => import('../features/rates/components/rates-screen'), 'RatesScreen');
const ImportsScreen = lazyPage(() => import('../features/imports/components/imports-screen'), 'ImportsScreen');
const ResourcesScreen = lazyPage(() => import('../features/resources/components/resources-screen'), 'ResourcesScreen');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.login.path, element: <LoginScreen /> },
      { path: paths.forgot.path, element: <ForgotScreen /> },
      { path: paths.emailChange.path, element: <EmailChangeScreen /> },
      { path: paths.setup.path, element: <SetupScreen /> },
      { path: paths.newPassword.path, element: <NewPasswordScreen /> },
      { path: paths.welcome.path, element: <Navigate to={paths.login.getHref()} replace /> },
      { path: paths.logout.path, element: <LogoutScreen /> },
      { path: paths.impersonate.path, element: <ImpersonateScreen /> },
      { path: paths.publicQuote.path, element: <PublicQuoteScreen /> },
      { path: paths.paymentComplete.path, element: <PaymentCompleteScreen /> },
      { path: paths.error.path, element: <ErrorPage code={500} /> },
      { path: '/search', element: <PrefixRedirect from="/search" to={paths.properties.path} /> },
      { path: '/property/*', element: <PrefixRedirect from="/property" to={paths.properties.path} /> },
      { path: '/booking/*', element: <PrefixRedirect from="/booking" to="/reservations" /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                // Errors inside a page keep the shell around them.
                element: <RouteErrorBoundary inShell />,
                children: [
                  { index: true, element: <HomeRoute /> },
                  { path: '/index.html', element: <HomeRoute /> },
                  { path: paths.settings.path, element: <SettingsScreen /> },
                  { path: paths.devtools.path, element: <DevtoolsScreen /> },
                  { path: paths.properties.path, element: <PropertiesScreen /> },
                  { path: paths.timeline.path, element: <TimelineScreen /> },
                  { path: paths.propertyCreate.path, element: <PropertyCreateScreen /> },
                  { path: paths.property.path, element: <CalendarScreen /> },
                  { path: paths.propertyDetails.path, element: <PropertyDetailsScreen /> },
                  { path: paths.propertyPhotos.path, element: <PropertyPhotosScreen /> },
                  { path: paths.propertyReviews.path, element: <PropertyReviewsScreen /> },
                  { path: paths.propertyKeys.path, element: <PropertyKeysScreen /> },
                  { path: paths.templates.path, element: <TemplatesScreen /> },
                  { path: paths.events.path, element: <EventsScreen /> },
                  { path: paths.users.path, element: <UsersScreen /> },
                  { path: paths.usersCompanies.path, element: <UsersScreen /> },
                  { path: paths.userCreate.path, element: <UserRecordScreen /> },
                  { path: paths.userUpdate.path, element: <UserRecordScreen /> },
                  { path: paths.companies.path, element: <CompaniesScreen /> },
                  { path: paths.company.path, element: <CompanyScreen /> },
                  { path: paths.reservationAll.path, element: <ReservationsScreen /> },
                  { path: paths.reservation.path, element: <ReservationRecordScreen /> },
                  { path: paths.balances.path, element: <BalancesScreen /> },
                  { path: paths.tasks.path, element: <TasksScreen /> },
                  { path: paths.payouts.path, element: <PayoutsScreen /> },
                  { path: paths.payoutBatch.path, element: <PayoutBatchScreen /> },
                  { path: paths.smartquotes.path, element: <SmartquotesScreen /> },
                  { path: paths.releases.path, element: <ReleasesScreen /> },
                  { path: paths.knowledgeCentre.path, element: <KnowledgeCentreScreen /> },
                  { path: paths.designSystem.path, element: <DesignSystemScreen /> },
                  { path: paths.smartquoteOverview.path, element: <SmartquoteOverviewScreen /> },
                  { path: paths.smartquoteStep.path, element: <SmartquoteWizardScreen /> },
                  { path: paths.channels.path, element: <ChannelsScreen /> },
                  { path: paths.statements.path, element: <StatementsScreen /> },
                  { path: paths.resources.path, element: <ResourcesScreen /> },
                  { path: paths.rates.path, element: <RatesScreen /> },
                  { path: paths.imports.path, element: <ImportsScreen /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];

/**
 * Starts loading the pages the address leads to (the signed-in shell and the screen inside it) at once, instead of
 * each waiting for the session check and the page around it to render first.
 */
export const preloadPagesAt = (pathname: string) => {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && isLazyPage(route.element.type)) route.element.type.preload();
  }
};

/** The app's routes where a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests) provides the location. */
export const AppRoutes = () => useRoutes(routes);
