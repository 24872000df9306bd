import type { FastifyRequest } from 'fastify';

/** Our own origin for a request, to build links that outlive it: mail, partner callbacks, payment returns, pages. */
export type SiteOrigin = (request: FastifyRequest) => string;

/** Where the site answers when no PUBLIC_ORIGIN is configured: this machine, on the port it listens on. */
export const localOrigins = (port: number): [string, ...string[]] => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
  `http://[::1]:${port}`,
];

/** The origins our pages are on: PUBLIC_ORIGIN when set, else this machine's on our port. */
export const ownOrigins = (config: { publicOrigin?: string; port: number }): string[] =>
  config.publicOrigin ? [new URL(config.publicOrigin).origin] : localOrigins(config.port);

/**
 * Links come from configuration, never from a request header (a forged Host would mail a reset token to
 * its own host): PUBLIC_ORIGIN when set; else the local origin the browser is on, when it is one of ours
 * (cookies belong to the host), or the first of them.
 */
export function siteOrigin(config: { publicOrigin?: string; port: number }): SiteOrigin {
  if (config.publicOrigin) {
    const origin = new URL(config.publicOrigin).origin;
    return () => origin;
  }
  const local = localOrigins(config.port);
  return (request) => {
    const asked = `http://${(request.headers.host ?? '').toLowerCase()}`;
    return local.includes(asked) ? asked : local[0];
  };
}
