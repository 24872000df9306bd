import { redirect } from 'react-router';
import { splitLanguage, statusErrorPath } from '../../routing/locale.ts';
import type { Route } from './+types/unknown-path';

// Spec 1 §2: any unknown path redirects to /StatusError, in the language its prefix names.
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(statusErrorPath(splitLanguage(new URL(request.url).pathname).lang ?? undefined));
}

export default function UnknownPath() {
  return null;
}
