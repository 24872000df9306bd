import { describe, expect, it, vi } from 'vitest';

describe('ApiError', () => {
  it('is recognised by instanceof across two copies of the contracts module', async () => {
    const first = await import('./client.ts');
    vi.resetModules();
    const second = await import('./client.ts');
    expect(second.ApiError).not.toBe(first.ApiError);
    const error = new second.ApiError(400, 400, 'orderNo: not an order number', null);
    expect(error).toBeInstanceOf(first.ApiError);
    expect(new first.ApiError(404, 404, 'gone', null)).toBeInstanceOf(second.ApiError);
  });

  it('is not claimed by other errors', async () => {
    const { ApiError, NonJsonReply } = await import('./client.ts');
    expect(new Error('x')).not.toBeInstanceOf(ApiError);
    expect(new NonJsonReply('/x')).not.toBeInstanceOf(ApiError);
    expect({ status: 400 }).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
  });
});
