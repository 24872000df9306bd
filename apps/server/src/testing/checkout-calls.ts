// Helpers for the HTTP tests that check out (not a test file itself).
import { type CallOptions, get, post } from './http-calls.ts';
import type { SeededTestApp } from './seeded-test-app.ts';

/** An address of the cookies' owner's book (one is added when it is empty), as checkout needs one. */
export async function addressIdOf(t: SeededTestApp, cookies: NonNullable<CallOptions['cookies']>) {
  const book = await get(t.app, '/apic/global/address/query', { cookies });
  const known = book.body.data?.[0]?.id as number | undefined;
  if (known) return known;
  const saved = await post(
    t.app,
    '/apic/user/address/save',
    {
      name: '王芳',
      mobile: '13800138000',
      province: '广东省',
      city: '广州市',
      detail: '越秀区解放南路 1 号',
    },
    { cookies },
  );
  if (saved.status !== 200) throw new Error(`address not saved: ${JSON.stringify(saved.body)}`);
  return saved.body.data.id as number;
}

/** POST /apic/user/payConfirmPost with the owner's address and whatever else the test names. */
export async function checkOut(
  t: SeededTestApp,
  cookies: NonNullable<CallOptions['cookies']>,
  fields: Record<string, unknown> = {},
) {
  return post(
    t.app,
    '/apic/user/payConfirmPost',
    { source: 'purchase', addressId: await addressIdOf(t, cookies), ...fields },
    { cookies },
  );
}
