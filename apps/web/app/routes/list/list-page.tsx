import { useLoaderData } from 'react-router';
import { isImageMd5 } from '../../features/image-search/rules.ts';
import type { Route } from './+types/list-page';
import CategoryList, { loader as categoryListLoader } from './category-list.tsx';
import { ImageResults, imageResultsLoader } from './image-results.tsx';

/**
 * /list/… and /{lang}?/{city}/list/…: a 32-hex-digit segment is a searched picture's results (spec 3 §4
 * "/list/{imageMd5}"), any other path the category list (its set-/collection-/collect- forms).
 */
export async function loader(args: Route.LoaderArgs) {
  const segment = args.params['*'];
  if (isImageMd5(segment)) return imageResultsLoader(args, segment);
  return categoryListLoader(args);
}

export default function ListPage() {
  const data = useLoaderData<typeof loader>();
  return 'page' in data && data.page === 'image-results' ? <ImageResults /> : <CategoryList />;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
