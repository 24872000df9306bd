import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { createSmtpMail } from '../../outside/mail/smtp-mail.ts';
import { createServices } from '../../services.ts';
import { freshAddress, get, openAuthTestApp, sendCode } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { openTestApp } from '../../testing/test-app.ts';

const t = suiteFixture(openAuthTestApp);

describe('/dev/outbox', () => {
  it('lists SMS and e-mail newest first, as JSON and as a page, to loopback requests', async () => {
    await sendCode(t.app, '13600000001', { from: freshAddress() });
    await sendCode(t.app, '13600000002', { from: freshAddress() });
    await createServices(t.database.db).mail.send({
      to: 'someone@mail.test',
      subject: 'Activate <your> account',
      text: 'Hello & welcome',
    });
    const json = await get(t.app, '/dev/outbox.json');
    expect(json.status).toBe(200);
    expect(json.response.headers['cache-control']).toBe('private, no-store');
    const rows = json.body.data as { channel: string; recipient: string; body: string }[];
    expect(rows.slice(0, 3).map((r) => r.recipient)).toEqual([
      'someone@mail.test',
      '13600000002',
      '13600000001',
    ]);
    expect(rows[1]!.body).toMatch(/verification code is \d{6}/);

    const page = await t.app.inject('/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('13600000002');
    expect(page.body).toContain('Activate &#60;your&#62; account');
    expect(page.body).not.toContain('<your>');
  });

  it('the page runs no script and admits only its own stylesheet, by its hash', async () => {
    const page = await t.app.inject('/dev/outbox');
    const style = page.body.match(/<style>(.*?)<\/style>/s)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
  });

  it('refuses requests from other machines, and loopback requests relayed for another address', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const remote = await get(t.app, path, { from: '203.0.113.7' });
      expect(remote.status, path).toBe(403);
      expect(remote.body.code).toBe(CODE.forbidden);
      const relayed = await get(t.app, path, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(relayed.status, path).toBe(403);
      const realIp = await get(t.app, path, { headers: { 'x-real-ip': '203.0.113.7' } });
      expect(realIp.status, path).toBe(403);
      expect((await get(t.app, path, { from: '::1' })).status, path).toBe(200);
    }
  });

  it('does not exist when an SMS provider is configured, and the code goes to the provider', async () => {
    const received: unknown[] = [];
    const provider = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as net.AddressInfo;
    const withProvider = await openAuthTestApp({ SMS_PROVIDER_URL: `http://127.0.0.1:${port}/send` });
    try {
      const json = await get(withProvider.app, '/dev/outbox.json');
      expect(json).toMatchObject({ status: 404, body: { code: CODE.notFound } });
      expect((await get(withProvider.app, '/dev/outbox')).status).toBe(404);
      expect((await sendCode(withProvider.app, '13600000003', { from: freshAddress() })).body.code).toBe(
        CODE.ok,
      );
      expect(received).toEqual([{ to: '13600000003', text: expect.stringMatching(/\d{6}/) }]);
    } finally {
      await withProvider.close();
      provider.close();
    }
  });

  it('a provider that fails leaves no usable code and lets the phone ask again at once', async () => {
    const failing = http.createServer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as net.AddressInfo;
    const app = await openAuthTestApp({ SMS_PROVIDER_URL: `http://127.0.0.1:${port}/send` });
    try {
      const first = await sendCode(app.app, '13600000004', { from: freshAddress() });
      expect(first).toMatchObject({ status: 502, body: { code: CODE.serverError } });
      expect(first.body.message).toBe('The text message could not be sent. Please try again later');
      // The resend slot was given back: the next try is not told to wait 30 s.
      expect((await sendCode(app.app, '13600000004', { from: freshAddress() })).status).toBe(502);
    } finally {
      await app.close();
      failing.close();
    }
  });

  it('does not exist when SMTP_URL is set', async () => {
    const app = await openTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      expect((await get(app.app, '/dev/outbox.json')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the SMTP mail adapter', () => {
  it('hands the message to the SMTP server of SMTP_URL', async () => {
    // A minimal SMTP server: enough of RFC 5321 for one message without TLS or authentication.
    let data = '';
    const server = net.createServer((socket) => {
      let inData = false;
      socket.write('220 test ESMTP\r\n');
      let buffer = '';
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let end = buffer.indexOf('\r\n');
        while (end >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
          end = buffer.indexOf('\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const mail = createSmtpMail(`smtp://127.0.0.1:${port}`, 'Stallhub <no-reply@stallhub.test>');
      expect(mail.kind).toBe('provider');
      await mail.send({ to: 'buyer@mail.test', subject: 'Your code', text: 'Code 123456' });
      expect(data).toContain('Subject: Your code');
      expect(data).toContain('To: buyer@mail.test');
      expect(data).toContain('Code 123456');
    } finally {
      server.close();
    }
  });
});
