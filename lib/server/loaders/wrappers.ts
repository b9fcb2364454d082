// The few ways a page's getServerSideProps is built. A page's loader (lib/server/loaders/<route>.ts,
// mirroring pages/) calls services and returns props, a redirect or notFound; these wrappers add what
// every page of a kind needs: the caller's check, the cache header, date serialisation, the site origin.
import type { IncomingMessage } from 'node:http';

import type { GetServerSidePropsContext, GetStaticPathsResult, GetStaticPropsContext, Redirect } from 'next';

import type { TokenRole } from '@/lib/auth/token';
import { can, type Permission } from '@/lib/permissions';
import { safeNextPath } from '@/lib/safeRedirect';
import { serializeDates, type Serialized } from '@/lib/serialize';
import { currentOperator, currentPartner, currentUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { demoAccountsPresent } from '@/lib/server/db/demoAccounts';
import { siteUrl } from '@/lib/server/env';
import { setPublicCache } from '@/lib/server/http/cache';
import { countPendingApprovals } from '@/lib/server/services/approvals';
import type { PublicOperator } from '@/lib/server/services/operators';
import { expireTokenCookie } from '@/lib/server/http/cookies';
import { refusedParameters } from '@/lib/validations/text';

type Props = Record<string, unknown>;

/** What a loader answers: props as services return them (dates and all), a redirect, or notFound. */
export type LoadResult<P extends Props> = { props: P } | { redirect: Redirect } | { notFound: true };

/** What the page receives: the same, with every date an ISO string. */
export type Loaded<P extends Props> = { props: Serialized<P> } | { redirect: Redirect } | { notFound: true };

/** The props of a loader's answer (a loader that may redirect or 404 answers a union). */
type PropsOf<R> = R extends { props: infer P extends Props } ? P : never;

function serializeResult<P extends Props>(result: LoadResult<P>): Loaded<P> {
  return 'props' in result ? { props: serializeDates(result.props) } : result;
}

type UrlValues = Partial<Record<string, string | string[]>>;

/**
 * The text rule (lib/validations/text.ts) for pages, before any loader runs: a path parameter that
 * breaks it names nothing (null: the page is a 404); a query parameter that breaks it is left out,
 * as pages ignore every bad value in their URL (the API answers such a parameter with a 400).
 */
function withCleanUrl<C extends { params?: UrlValues; query?: UrlValues }>(ctx: C): C | null {
  if (refusedParameters(ctx.params ?? {}).length > 0) return null;
  const refused = refusedParameters(ctx.query ?? {});
  if (!ctx.query || refused.length === 0) return ctx;
  return { ...ctx, query: Object.fromEntries(Object.entries(ctx.query).filter(([name]) => !refused.includes(name))) };
}

export interface PublicPolicy {
  /** Shared-cache lifetime in seconds (s-maxage), set once the load has succeeded; omit for no shared cache. */
  cacheSeconds?: number;
}

/** Origin for the page's absolute URLs; the page's Seo reads it through _app. */
export interface SiteOriginProp {
  siteOrigin: string;
}

/**
 * A page anyone may see, the same for every visitor. The Cache-Control header is set only after the
 * load answers props or a redirect: a load that throws (or a notFound) never leaves a shared-cache
 * header on the error page.
 */
export function publicLoader<R extends LoadResult<Props>>(policy: PublicPolicy, load: (ctx: GetServerSidePropsContext) => Promise<R>) {
  type P = PropsOf<R>;
  return async (context: GetServerSidePropsContext): Promise<Loaded<P & SiteOriginProp>> => {
    const ctx = withCleanUrl(context);
    if (!ctx) return { notFound: true };
    const result = serializeResult<P>((await load(ctx)) as LoadResult<P>);
    if ('notFound' in result) return result;
    if (policy.cacheSeconds !== undefined) setPublicCache(ctx.res, policy.cacheSeconds);
    if (!('props' in result)) return result;
    return { props: { ...result.props, siteOrigin: siteUrl() } as Serialized<P & SiteOriginProp> };
  };
}

export interface StaticPolicy {
  /**
   * The longest a rendered page is served before it is rendered again in the background. Changes an
   * operator makes refresh the page at once (refreshPublicPages in lib/server/pageCache.ts); this
   * bound covers what changes by itself (a new article in a list, the time since a price changed).
   */
  revalidateSeconds: number;
}

/** A static load's answer may also say when it changes by itself: render again within that many seconds. */
export type Sooner = { revalidate?: number };

/**
 * A public page rendered once and reused (incremental static regeneration): the same HTML for every
 * visitor until its data changes. Its load sees only the path's params, never the query string,
 * cookies or headers. A load that knows
 * its page changes sooner than the policy's bound by itself (a scheduled article's time) answers
 * `revalidate` in seconds as well; the shorter of the two holds.
 */
export function staticLoader<R extends LoadResult<Props> & Sooner>(policy: StaticPolicy, load: (ctx: GetStaticPropsContext) => Promise<R>) {
  type P = PropsOf<R>;
  return async (context: GetStaticPropsContext): Promise<Loaded<P & SiteOriginProp> & { revalidate: number }> => {
    const ctx = withCleanUrl(context);
    if (!ctx) return { notFound: true, revalidate: policy.revalidateSeconds };
    const { revalidate: sooner, ...loaded } = (await load(ctx)) as LoadResult<P> & Sooner;
    const revalidate = sooner === undefined ? policy.revalidateSeconds : Math.max(1, Math.min(policy.revalidateSeconds, Math.ceil(sooner)));
    const result = serializeResult<P>(loaded);
    if (!('props' in result)) return { ...result, revalidate };
    return { props: { ...result.props, siteOrigin: siteUrl() } as Serialized<P & SiteOriginProp>, revalidate };
  };
}

/** A page per slug: none is rendered at build time; each is rendered on its first request, then reused. */
export async function renderOnFirstRequest(): Promise<GetStaticPathsResult> {
  return { paths: [], fallback: 'blocking' };
}

export interface FilePolicy {
  cacheSeconds: number;
  contentType: string;
}

/**
 * A page that is a plain file (robots.txt, sitemaps): the load returns its text, or null for a 404.
 * Headers are set and the body written only once the text is ready.
 */
export function publicFileLoader(policy: FilePolicy, load: (ctx: GetServerSidePropsContext) => Promise<string | null>) {
  return async (context: GetServerSidePropsContext): Promise<{ props: Record<string, never> } | { notFound: true }> => {
    const ctx = withCleanUrl(context);
    if (!ctx) return { notFound: true };
    const body = await load(ctx);
    if (body === null) return { notFound: true };
    ctx.res.setHeader('Content-Type', policy.contentType);
    setPublicCache(ctx.res, policy.cacheSeconds);
    ctx.res.end(body);
    return { props: {} };
  };
}

type CallerLoad<Caller, R> = (ctx: GetServerSidePropsContext, caller: Caller) => Promise<R>;

// Signed-in pages. Middleware already redirects, but it only checks the token's signature: these
// check the account on the server again (STYLE habit 2). Their HTML is the caller's own, so no
// cache header is ever set (Next marks such pages private, no-store).
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- no shell props unless the area has some
function callerLoader<Key extends string, Caller extends object, Shell extends Props = Record<never, never>>(
  key: Key,
  role: TokenRole,
  signInPath: string,
  find: (req: IncomingMessage) => Promise<Caller | null>,
  area: {
    /** Headers every answer of the area carries, redirects included. */
    headers?: Record<string, string>;
    /** Props the area's layout shows on every page, loaded once the caller is known. */
    shell?: (caller: Caller) => Promise<Shell>;
  } = {},
) {
  // A page that loads nothing of its own gets only its caller: no props besides `key` (and the shell's).
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- the empty props object is meant
  return <R extends LoadResult<Props> = { props: Record<never, never> }>(load?: CallerLoad<Caller, R>) =>
    async (ctx: GetServerSidePropsContext): Promise<Loaded<PropsOf<R> & Record<Key, Caller> & Shell>> => {
      for (const [name, value] of Object.entries(area.headers ?? {})) ctx.res.setHeader(name, value);
      const caller = await find(ctx.req);
      if (!caller) {
        // A token whose session has ended still carries a good signature, which the middleware would
        // follow from the sign-in page straight back here: the cookie goes with this redirect.
        expireTokenCookie(ctx.req, ctx.res, role);
        const next = encodeURIComponent(safeNextPath(ctx.resolvedUrl));
        return { redirect: { destination: `${signInPath}?next=${next}`, permanent: false } };
      }
      const clean = withCleanUrl(ctx);
      if (!clean) return { notFound: true };
      const result: LoadResult<Props> = load ? await load(clean, caller) : { props: {} };
      if (!('props' in result)) return result;
      const shell = area.shell ? await area.shell(caller) : {};
      return { props: serializeDates({ ...result.props, ...shell, [key]: caller } as PropsOf<R> & Record<Key, Caller> & Shell) };
    };
}

/** An investor's page: the investor arrives as props.user; anyone else is sent to /login?next=. */
export const investorLoader = callerLoader('user', 'user', '/login', currentUser);
/** A channel partner's page: the partner arrives as props.partner; anyone else is sent to /Cp/signin?next=. */
export const partnerLoader = callerLoader('partner', 'partner', '/Cp/signin', currentPartner);
const operatorArea = callerLoader('operator', 'operator', '/admin/login', currentOperator, {
  headers: { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' },
  shell: async (operator) => {
    const db = await getDb();
    const [demoAccounts, approvalsWaiting] = await Promise.all([demoAccountsPresent(db), countPendingApprovals(db, operator.roles)]);
    return { demoAccounts, approvalsWaiting };
  },
});

/**
 * An operator's page (console at /admin) for staff whose roles allow `permission` (lib/permissions.ts;
 * `'staff'`: anyone on the staff). The operator arrives as props.operator, and whether the demo accounts
 * exist as props.demoAccounts (the console's banner). Staff without the permission are sent to
 * /admin/forbidden (a 403 naming their roles); anyone else, an investor or partner included, to
 * /admin/login?next=. Never indexed, never kept by a shared cache.
 */
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- the empty props object is meant
export function operatorLoader<R extends LoadResult<Props> = { props: Record<never, never> }>(
  permission: Permission | 'staff',
  load?: CallerLoad<PublicOperator, R>,
) {
  return operatorArea<R | { redirect: Redirect }>(async (ctx, operator) => {
    if (permission !== 'staff' && !can(operator.roles, permission)) {
      return { redirect: { destination: `/admin/forbidden?from=${encodeURIComponent(safeNextPath(ctx.resolvedUrl))}`, permanent: false } };
    }
    return load ? await load(ctx, operator) : ({ props: {} } as R);
  });
}
