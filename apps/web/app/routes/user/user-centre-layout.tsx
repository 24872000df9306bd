import { USER_TYPE } from '@stallhub/contracts';
import { Outlet, useLoaderData } from 'react-router';
import { useSessionState } from '../../features/session/session-state.ts';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { UserCentreMenu } from '../../features/user-centre/user-centre-menu.tsx';
import type { Route } from './+types/user-centre-layout';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, me } = await requireMember(request, params, context.api);
  return { lang, stallOwner: me.userType === USER_TYPE.stallOwner };
}

/** The user centre's frame (spec 3 §2 "under /:lang?/user, all requiring login"): the menu and the page. */
export default function UserCentreLayout() {
  const { lang, stallOwner } = useLoaderData<typeof loader>();
  const { unreadInfo } = useSessionState();
  return (
    <div className="bg-page">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 pb-6 md:flex-row md:items-start md:gap-4 md:py-4 xl:px-0">
        <aside className="md:sticky md:top-4 md:w-52 md:shrink-0">
          <UserCentreMenu lang={lang} unread={unreadInfo.total} stallOwner={stallOwner} />
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
