import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/protocol-page';

export function loader({ request, params }: Route.LoaderArgs) {
  resolveLocale(request, params);
  return { type: params.type };
}

export default function ProtocolPage() {
  const { type } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <main>{t(`protocol.${type}.title`)}</main>;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
