import { redirect } from 'react-router';
import { statusErrorPath } from '../../routing/locale.ts';

// Spec 1 §2: any unknown path redirects to /StatusError.
export function loader() {
  throw redirect(statusErrorPath());
}

export default function UnknownPath() {
  return null;
}
