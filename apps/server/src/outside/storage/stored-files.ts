import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the stored files (pictures, crops, picture packages) under the path `under` from `root`. @fastify/static's
 * wildcard route checks each request's spelling against the directory listing of every folder on the way
 * (for case-folding file systems), which reads `items/pool/`'s thousands of names for every picture on every
 * page. Our keys are written by this server on a case-sensitive file system, so the files are sent by
 * `sendFile`, which keeps the plugin's guards against `..`, empty and non-canonical segments.
 */
export async function serveStoredFiles(app: FastifyInstance, options: { root: string; under: string }) {
  await app.register(fastifyStatic, { root: options.root, serve: false });
  app.get(`${options.under}*`, (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    return reply.sendFile(key, options.root, { immutable: true, maxAge: '30d' });
  });
}
