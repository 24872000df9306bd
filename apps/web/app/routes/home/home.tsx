import { getHomeFeed } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/home';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const feed = await context.api.call(getHomeFeed, { city, lang, page: 1, pageSize: 40 });
  return { lang, city, feed };
}

export default function Home() {
  const { city, feed } = useLoaderData<typeof loader>();
  return (
    <main data-city={city}>
      <ul>
        {feed.list.map((item) => (
          <li key={item.itemId}>{item.title}</li>
        ))}
      </ul>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
