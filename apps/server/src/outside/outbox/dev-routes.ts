import { createHash } from 'node:crypto';
import { CODE } from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import type { Outbox, OutboxEntry } from './outbox.ts';

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * Only a browser on this machine may read the outbox: it holds live sign-in codes. The socket's own
 * address decides (request.ip would believe X-Forwarded-For), and a request relayed by a local reverse
 * proxy carries the forwarding headers, so any hop that is not loopback refuses it too.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return false;
  if (request.headers.forwarded !== undefined) return false;
  const hops = [request.headers['x-forwarded-for'], request.headers['x-real-ip']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((hop) => hop.trim());
  return hops.every(isLoopback);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}';
/** The page's own policy: nothing loads or runs, and its one stylesheet is admitted by its hash. */
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

function page(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${e.createdAt.toISOString()}</td><td>${escapeHtml(e.channel)}</td><td>${escapeHtml(e.recipient)}</td><td>${escapeHtml(e.subject ?? '')}</td><td><pre>${escapeHtml(e.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox · Stallhub</title>
<style>${STYLE}</style>
</head><body><h1>Outbox</h1>
<p>SMS and e-mail that did not leave this machine (no provider is configured), newest first. <a href="/dev/outbox.json">JSON</a></p>
<table><thead><tr><th>When (UTC)</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}
</tbody></table></body></html>`;
}

/** /dev/outbox (HTML) and /dev/outbox.json: registered only while no SMS or SMTP provider is set. */
export function devOutboxRoutes(app: FastifyInstance, deps: { outbox: Outbox }) {
  const refuse = {
    code: CODE.forbidden,
    message: 'the outbox answers requests from this machine only',
    data: null,
  };
  app.get('/dev/outbox.json', async (request, reply) => {
    if (!isLoopbackRequest(request)) return reply.status(403).send(refuse);
    const entries = await deps.outbox.newest();
    return ok(entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })));
  });
  app.get('/dev/outbox', async (request, reply) => {
    if (!isLoopbackRequest(request)) return reply.status(403).send(refuse);
    return reply
      .header('content-security-policy', PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(page(await deps.outbox.newest()));
  });
}
