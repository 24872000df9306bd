import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home/root-home.tsx'),
  route('StatusError', 'routes/status-error/status-error.tsx'),
  route(':lang/protocolPages/:type', 'routes/protocol/protocol-page.tsx'),
  route('protocolPages/:type', 'routes/protocol/protocol-redirect.tsx'),
  layout('routes/shell/shell-layout.tsx', [
    route(':lang?/:city', 'routes/home/home.tsx', { id: 'home' }),
    route(':lang?/:city/index.html', 'routes/home/home.tsx', { id: 'home-index' }),
    route(':lang?/:city/search/index.html', 'routes/search/item-search.tsx'),
  ]),
  route('*', 'routes/status-error/unknown-path.tsx'),
] satisfies RouteConfig;
