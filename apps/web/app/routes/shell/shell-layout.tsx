import { Outlet, useLoaderData } from 'react-router';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/shell-layout';

export function loader({ request, params }: Route.LoaderArgs) {
  return resolveLocale(request, params);
}

export default function ShellLayout() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
