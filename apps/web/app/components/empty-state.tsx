import type { ReactNode } from 'react';

interface Props {
  testId: string;
  /** A line icon, drawn large in a soft brand circle. */
  icon: ReactNode;
  title: string;
  hint: string;
  /** The ways on: links, word chips. */
  children?: ReactNode;
}

/** A list with nothing to show: what happened, and where to go from here. */
export function EmptyState({ testId, icon, title, hint, children }: Props) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand [&>svg]:size-7">
        {icon}
      </span>
      <h2 className="font-semibold text-ink text-lg">{title}</h2>
      <p className="max-w-md text-ink-soft text-sm">{hint}</p>
      {children}
    </section>
  );
}
