import type { AddressInfo } from 'node:net';
import { buildSandbox, type SandboxOptions } from './app.ts';

export { buildSandbox, type SandboxOptions } from './app.ts';
export { CHANNELS, type Channel, isChannel, type ListingClient } from './channels.ts';
export type { HeldAdd } from './item-api.ts';
export type { SandboxMerchant } from './payments.ts';
export { isPlatform, PLATFORMS, type Platform, type SandboxClient } from './platforms.ts';

export interface RunningSandbox {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the sandbox on this machine only (127.0.0.1), on `port` or a free one. */
export async function startSandbox(
  options: Omit<SandboxOptions, 'baseUrl' | 'logger'> & { port?: number },
): Promise<RunningSandbox> {
  let baseUrl = '';
  const { port, ...rest } = options;
  const app = await buildSandbox({ ...rest, baseUrl: () => baseUrl });
  await app.listen({ port: port ?? 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { baseUrl, close: () => app.close() };
}
