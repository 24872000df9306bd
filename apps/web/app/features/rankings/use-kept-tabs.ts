import { useState } from 'react';

/**
 * The tabs of a kept-alive page (spec 3 §2 "stall ranking (kept alive)"): every tab visited stays mounted,
 * hidden when not shown, so returning to it finds it as it was left (its loaded pages, its scroll).
 * Each tab keeps the first data it was shown with; later visits do not reset it.
 */
export function useKeptTabs<T>(activeKey: string, data: T): { key: string; data: T; active: boolean }[] {
  const [kept, setKept] = useState<Map<string, T>>(() => new Map([[activeKey, data]]));
  if (!kept.has(activeKey)) setKept(new Map(kept).set(activeKey, data));
  const entries = kept.has(activeKey) ? kept : new Map(kept).set(activeKey, data);
  return [...entries].map(([key, value]) => ({ key, data: value, active: key === activeKey }));
}
