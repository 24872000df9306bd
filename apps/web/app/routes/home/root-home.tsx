import { redirect } from 'react-router';
import { cookieCity, cookieLanguage, localePath } from '../../routing/locale.ts';
import type { Route } from './+types/root-home';

/** "/" opens the home of the visitor's city (cookie, else gz) in their language. */
export function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  throw redirect(localePath(cookieLanguage(cookie), `/${cookieCity(cookie)}`));
}

export default function RootHome() {
  return null;
}
