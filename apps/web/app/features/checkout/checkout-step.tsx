import type { ReactNode } from 'react';

/** One step of the checkout, a white card with its title. */
export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-4">
      <h2 className="font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
