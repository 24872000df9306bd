import type { ReactNode } from 'react';

/** A user-centre page's white card: its heading, optional actions on the right, then the content. */
export function Panel({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg bg-white p-4 md:p-6">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-2 border-line border-b pb-3">
        <h1 className="font-semibold text-ink text-lg">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
