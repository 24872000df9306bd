import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageNonce, pagePolicy } from '../ssr/page-policy.ts';
import { buildApiDocument } from './api-document.ts';

export const API_DOCUMENT_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';
const ASSETS_PREFIX = '/docs/assets/';
/** The Swagger UI files the page loads, and nothing else of the package. */
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'];

/** The document is the same for everyone and changes only with a release. */
const PUBLIC_FOR_AN_HOUR = 'public, max-age=3600';

/**
 * The API document at /openapi.json and a page that reads it at /docs (Swagger UI, served from its npm
 * package). The document is built on its first request and kept: building it converts every schema of
 * the contract, which start-up need not wait for (docs/decisions/035).
 */
export async function apiDocumentRoutes(app: FastifyInstance) {
  let document: string | undefined;
  app.get(API_DOCUMENT_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildApiDocument());
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', PUBLIC_FOR_AN_HOUR)
      .send(document);
  });

  // Under the pages' policy, nonce and all: the page runs no inline script, only files from this origin.
  const policy = pagePolicy({ development: false, formTargets: [] });
  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy(pageNonce()))
      .send(DOCS_PAGE),
  );
  app.get(`${ASSETS_PREFIX}start.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', PUBLIC_FOR_AN_HOUR)
      .send(START_SCRIPT),
  );

  await app.register(fastifyStatic, {
    root: swaggerUiFolder(),
    prefix: ASSETS_PREFIX,
    allowedPath: (pathName) => SWAGGER_UI_FILES.includes(pathName.replace(/^\//, '')),
    maxAge: '1d',
    decorateReply: false,
    index: false,
    wildcard: false,
  });
}

/** Resolved at run time from node_modules, from the source and from the built server alike. */
const swaggerUiFolder = () =>
  path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stallhub API</title>
<link rel="stylesheet" href="${ASSETS_PREFIX}swagger-ui.css">
</head>
<body>
<div id="api-docs"></div>
<script src="${ASSETS_PREFIX}swagger-ui-bundle.js"></script>
<script src="${ASSETS_PREFIX}start.js"></script>
</body>
</html>
`;

/**
 * Swagger UI on our document. A file, not an inline script, so the page policy needs no exception; no
 * validator badge (it would load a picture from another site) and no top bar to open other documents.
 */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(API_DOCUMENT_PATH)},
  dom_id: '#api-docs',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  filter: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;
