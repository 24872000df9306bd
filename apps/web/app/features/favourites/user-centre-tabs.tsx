import type { ReactNode } from 'react';

/** A page's heading inside the user centre (its menu comes from the layout): title and count, then the page. */
export function UserCentreFrame({
  title,
  count,
  children,
}: {
  title: string;
  count?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <header className="flex items-baseline gap-3">
        <h1 className="font-bold text-ink text-lg md:text-xl">{title}</h1>
        {count && <span className="text-ink-faint text-sm">{count}</span>}
      </header>
      {children}
    </section>
  );
}

export function EmptyNote({ text }: { text: string }) {
  return (
    <p data-testid="empty-note" className="rounded-lg bg-white px-4 py-12 text-center text-ink-soft text-sm">
      {text}
    </p>
  );
}
