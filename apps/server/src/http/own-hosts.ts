import { CODE } from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Names that reach this machine only (RFC 6761: browsers never ask DNS for localhost). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The name in a Host value as written ("[::1]:3000" → "[::1]"); no parsing that would turn 2130706433 into 127.0.0.1. */
const hostnameOf = (host: string): string | null =>
  /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(host.toLowerCase())?.[1] ?? null;

/** Every host the request names: the Host header and any X-Forwarded-Host a page's script may have added. */
const namedHosts = (request: FastifyRequest): string[] =>
  [request.headers.host, request.headers['x-forwarded-host']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());

/**
 * The hosts this site answers for: PUBLIC_ORIGIN's, and the loopback names (this machine's health checks,
 * a local reverse proxy, and the whole site when PUBLIC_ORIGIN is unset). The port is not compared: a
 * browser sends a loopback name only from this machine, whatever forward brought it to our port.
 */
export function ownHostnames(publicOrigin: string | undefined): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  if (publicOrigin) names.add(new URL(publicOrigin).hostname);
  return names;
}

/**
 * Refuses a request for a host that is not this site's, before any route runs (docs/decisions/078): under
 * DNS rebinding a page on the attacker's name reaches our port from the visitor's own machine, with the
 * attacker's name in Host. 421 Misdirected Request: this server does not serve that authority (RFC 9110 §15.5.20).
 */
export function ownHostsOnly(app: FastifyInstance, options: { publicOrigin?: string }) {
  const own = ownHostnames(options.publicOrigin);
  app.addHook('onRequest', async (request, reply) => {
    const hosts = namedHosts(request);
    const ours = hosts.length > 0 && hosts.every((host) => own.has(hostnameOf(host) ?? ''));
    if (ours) return;
    return reply.status(421).send({
      code: CODE.misdirected,
      message: `this server does not answer for host ${JSON.stringify(hosts.join(', '))}: open it at its own address`,
      data: null,
    });
  });
}
