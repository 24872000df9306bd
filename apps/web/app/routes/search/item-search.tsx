import { useLoaderData } from 'react-router';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/item-search';

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  return { lang, city, q: new URL(request.url).searchParams.get('q') ?? '' };
}

export default function ItemSearch() {
  const { q } = useLoaderData<typeof loader>();
  return <main data-q={q} />;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
