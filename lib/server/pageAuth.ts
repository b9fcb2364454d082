// getServerSideProps wrappers for signed-in areas. Middleware already redirects, but it only
// checks the token's signature: these check the account on the server again (STYLE habit 2).
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { currentPartner, currentUser } from '@/lib/server/auth/session';
import type { PublicPartner, PublicUser } from '@/lib/server/services/accounts';
import { safeNextPath } from '@/lib/safeRedirect';

type Loader<T, P> = (ctx: GetServerSidePropsContext, caller: T) => Promise<GetServerSidePropsResult<P>>;

function signInRedirect(signInPath: string, ctx: GetServerSidePropsContext) {
  const next = safeNextPath(ctx.resolvedUrl);
  return { redirect: { destination: `${signInPath}?next=${encodeURIComponent(next)}`, permanent: false } } as const;
}

export function withUserPage<P extends Record<string, unknown> = Record<string, never>>(
  load?: Loader<PublicUser, P>,
): GetServerSideProps<P & { user: PublicUser }> {
  return async (ctx) => {
    const user = await currentUser(ctx.req);
    if (!user) return signInRedirect('/login', ctx);
    const result = load ? await load(ctx, user) : { props: {} as P };
    if (!('props' in result)) return result;
    return { props: { ...(await result.props), user } };
  };
}

export function withPartnerPage<P extends Record<string, unknown> = Record<string, never>>(
  load?: Loader<PublicPartner, P>,
): GetServerSideProps<P & { partner: PublicPartner }> {
  return async (ctx) => {
    const partner = await currentPartner(ctx.req);
    if (!partner) return signInRedirect('/Cp/signin', ctx);
    const result = load ? await load(ctx, partner) : { props: {} as P };
    if (!('props' in result)) return result;
    return { props: { ...(await result.props), partner } };
  };
}
