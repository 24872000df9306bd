import type { AddressInfo } from 'node:net';
import { buildSandbox } from './app.ts';
import type { SandboxMerchant } from './payments.ts';
import type { SandboxClient } from './platforms.ts';

export { buildSandbox } from './app.ts';
export type { SandboxMerchant } from './payments.ts';
export { isPlatform, PLATFORMS, type Platform, type SandboxClient } from './platforms.ts';

export interface RunningSandbox {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the sandbox on this machine only (127.0.0.1), on `port` or a free one. */
export async function startSandbox(options: {
  clients: SandboxClient[];
  merchants?: SandboxMerchant[];
  port?: number;
}): Promise<RunningSandbox> {
  let baseUrl = '';
  const app = await buildSandbox({
    clients: options.clients,
    merchants: options.merchants,
    baseUrl: () => baseUrl,
  });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { baseUrl, close: () => app.close() };
}
