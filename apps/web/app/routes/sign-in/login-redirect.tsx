import { redirect } from 'react-router';
import { isLanguage, statusErrorPath } from '../../routing/locale.ts';
import type { Route } from './+types/login-redirect';

// Spec 1 §2 names the sign-in page "/login (and /login.html?reurl=)": the short form is the same page.
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw redirect(statusErrorPath());
  const url = new URL(request.url);
  throw redirect(`${url.pathname}.html${url.search}`, 301);
}

export default function LoginRedirect() {
  return null;
}
