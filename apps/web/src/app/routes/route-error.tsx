import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../components/error-page';

/** Router errors render the error page with their message (spec 002 §2). */
export const RouteErrorPage = ({ inShell = false }: { inShell?: boolean }) => {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return <ErrorPage code={error.status} detail={detail} landmark={!inShell} />;
  }
  const detail = error instanceof Error ? error.message : undefined;
  return <ErrorPage code={500} detail={detail} landmark={!inShell} />;
};
