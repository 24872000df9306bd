import type { ReactNode } from 'react';

/**
 * The thin bar above the header: the account (greeting and sign-in, or the signed-in user) on the left,
 * stall links and switchers on the right. Each control there takes the bar's whole 32 px height
 * (min-h-8), so on a phone every one is a tap target of 32 px, not its 16 px line (issue 26 point 9g).
 */
export function TopBar({
  account,
  links,
  switchers,
}: {
  account: ReactNode;
  links: ReactNode;
  switchers: ReactNode;
}) {
  return (
    <div className="border-line border-b bg-page text-ink-soft text-xs">
      <div className="mx-auto flex h-8 max-w-[1200px] items-center justify-between gap-4 px-3 xl:px-0">
        {account}
        <div className="flex shrink-0 items-center gap-4">
          <div className="hidden items-center gap-4 md:flex">{links}</div>
          {switchers}
        </div>
      </div>
    </div>
  );
}
