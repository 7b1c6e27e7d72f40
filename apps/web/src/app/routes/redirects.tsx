import { Navigate, useLocation } from 'react-router';

/** Old addresses: `from` and what follows it move under `to`, keeping the query (docs/product/shell.md#screens). */
export const PrefixRedirect = ({ from, to }: { from: string; to: string }) => {
  const { pathname, search, hash } = useLocation();
  const rest = pathname.slice(from.length);
  return <Navigate to={`${to}${rest}${search}${hash}`} replace />;
};
