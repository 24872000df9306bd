import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { freePort } from '../../testing/spawn-server.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { configuredParties, startStandIns } from './partners.ts';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

const productionEnv = (extra: Record<string, string> = {}) =>
  parseEnv({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/stallhub-test-data',
    ...extra,
  });

describe('the development stand-ins stay out of production', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('buildApp starts no stand-in, even in production with no partner configured', async () => {
    const port = await freePort();
    const env = productionEnv({ PORT: String(port) });
    const database = await openTestDatabase();
    closers.push(() => database.close());
    const app = await buildApp({ env, database, pages: false, logger: false });
    closers.push(() => app.close());
    await app.ready();
    expect(await listening(port + 1)).toBe(false);
    expect(await listening(port + 2)).toBe(false);
    const google = await app.inject({
      method: 'POST',
      url: '/apic/oauth/google/url',
      payload: { cityMarketCode: 'gz', lang: 'en' },
    });
    expect(google.statusCode).toBe(503);
  });

  it('stands in only for the parties the environment leaves unset, and names each one', async () => {
    const env = productionEnv({
      PORT: '0',
      GOOGLE_CLIENT_ID: 'real-google-client',
      GOOGLE_CLIENT_SECRET: 'real-google-secret',
      PAYMENT_GATEWAY_URL: 'https://pay.example.com/gateway',
      PAYMENT_MERCHANT_ID: 'stallhub',
      PAYMENT_SECRET: 'a-payment-secret-of-at-least-32-characters',
      TAOBAO_SHOP_CLIENT_ID: 'real-taobao-shop-app',
      TAOBAO_SHOP_CLIENT_SECRET: 'real-taobao-shop-secret',
      TAOBAO_OPEN_API_URL: 'https://open.taobao.example/api',
    });
    const configured = configuredParties(env);
    const running = await startStandIns(env, ['http://localhost:3000'], configured);
    closers.push(running.close);
    expect(running.local.map((line) => line.split(' ')[0]).sort()).toEqual(['listing', 'taobao', 'wechat']);
    expect(running.partners.google).toBe(configured.partners.google);
    expect(running.payments).toBe(configured.payments);
    expect(running.channels?.taobao).toBe(configured.channels?.taobao);
    expect(Object.keys(running.channels ?? {}).sort()).toEqual([
      'douyin',
      'kuaishou',
      'pinduoduo',
      'taobao',
      'tmall',
      'xiaohongshu',
    ]);
    expect(running.local.find((line) => line.startsWith('listing'))).toMatch(
      /^listing \(tmall, douyin, pinduoduo, kuaishou, xiaohongshu\) → /,
    );
  });

  it('with nothing configured, every party has a stand-in on this machine', async () => {
    const running = await startStandIns(productionEnv({ PORT: '0' }), ['http://localhost:3000'], {
      partners: {},
    });
    closers.push(running.close);
    expect(running.local.map((line) => line.split(' ')[0]).sort()).toEqual([
      'google',
      'listing',
      'payments',
      'taobao',
      'wechat',
    ]);
    for (const line of running.local) expect(line).toMatch(/→ http:\/\/127\.0\.0\.1:\d+/);
  });

  it('the stand-ins started once configure every other process of the site by their settings alone', async () => {
    const running = await startStandIns(productionEnv({ PORT: '0' }), ['http://localhost:3000'], {
      partners: {},
    });
    closers.push(running.close);
    const other = configuredParties(productionEnv({ PORT: '0', ...running.settings }));
    expect(Object.keys(other.partners).sort()).toEqual(['google', 'taobao', 'wechat']);
    expect(other.payments?.checkoutOrigin).toBe(running.payments?.checkoutOrigin);
    expect(Object.keys(other.channels ?? {}).sort()).toEqual(Object.keys(running.channels ?? {}).sort());
    const sandboxUrl = new URL(running.settings.PAYMENT_GATEWAY_URL!).origin;
    expect(running.settings.TMALL_OPEN_API_URL).toBe(`${sandboxUrl}/open/tmall`);
    expect(running.settings.TAOBAO_ISSUER).toBe(`${sandboxUrl}/taobao`);
  });
});
