import { redirect } from 'react-router';

// Spec 1 §2: /protocolPages/{type} without a language redirects to /gz.
export function loader() {
  throw redirect('/gz');
}

export default function ProtocolRedirect() {
  return null;
}
