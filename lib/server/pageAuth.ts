// getServerSideProps wrappers for signed-in areas. Middleware already redirects, but it only
// checks the token's signature: these check the account on the server again (STYLE habit 2).
import type { IncomingMessage } from 'node:http';

import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { safeNextPath } from '@/lib/safeRedirect';
import { currentPartner, currentUser } from '@/lib/server/auth/session';
import type { PublicPartner, PublicUser } from '@/lib/server/services/accounts';

type Loader<T, P> = (ctx: GetServerSidePropsContext, caller: T) => Promise<GetServerSidePropsResult<P>>;

function withCallerPage<Key extends string, T>(key: Key, signInPath: string, find: (req: IncomingMessage) => Promise<T | null>) {
  return <P extends Record<string, unknown> = Record<string, never>>(
    load?: Loader<T, P>,
  ): GetServerSideProps<P & Record<Key, T>> =>
    async (ctx) => {
      const caller = await find(ctx.req);
      if (!caller) {
        const next = encodeURIComponent(safeNextPath(ctx.resolvedUrl));
        return { redirect: { destination: `${signInPath}?next=${next}`, permanent: false } };
      }
      const result = load ? await load(ctx, caller) : { props: {} as P };
      if (!('props' in result)) return result;
      return { props: { ...(await result.props), [key]: caller } as P & Record<Key, T> };
    };
}

/** The page's investor arrives as props.user; anyone else is sent to /login. */
export const withUserPage = withCallerPage<'user', PublicUser>('user', '/login', currentUser);
/** The page's partner arrives as props.partner; anyone else is sent to /Cp/signin. */
export const withPartnerPage = withCallerPage<'partner', PublicPartner>('partner', '/Cp/signin', currentPartner);
