import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hmac } from '../auth/tokens';
import { at } from './rate-limit';
import type { ServiceContext } from './types';

/**
 * The sign-in link every one-time-code SMS carries (behaviour §12.1): `<origin>/link#<mobile>.<token>`,
 * the token 16 random bytes (128 bits, base64url). Only its HMAC is stored, bound to the mobile it
 * was sent to; it lives as long as the code and is used once. Opening it on the phone signs in
 * without a guess, so the shared lane's lockouts (which an attacker who knows the number can renew)
 * never stand between the number's owner and a sign-in. The token sits in the address's fragment,
 * which browsers never send to a server, so it stays out of request logs and Referer headers.
 */
export const LINK_PATH = '/link';

const linkHash = (ctx: ServiceContext, token: string) => hmac(ctx.hashKey, `otp-link:${token}`);

/** Makes and stores a new link for `mobile` (dropping its expired ones); answers its address. */
export async function newSignInLink(
  ctx: ServiceContext,
  origin: string,
  mobile: string,
  now: Date,
): Promise<{ url: string; token: string }> {
  const token = randomBytes(16).toString('base64url');
  const expires = new Date(now.getTime() + ctx.limits.otpTtlSeconds * 1000);
  await ctx.database.rows(sql`DELETE FROM otp_links WHERE mobile = ${mobile} AND expires_at <= ${at(now)}`);
  await ctx.database.rows(
    sql`INSERT INTO otp_links (token_hash, mobile, expires_at) VALUES (${linkHash(ctx, token)}, ${mobile}, ${at(expires)})`,
  );
  return { url: `${origin}${LINK_PATH}#${mobile}.${token}`, token };
}

/** Forgets a link whose SMS was never sent. */
export async function dropSignInLink(ctx: ServiceContext, token: string): Promise<void> {
  await ctx.database.rows(sql`DELETE FROM otp_links WHERE token_hash = ${linkHash(ctx, token)}`);
}

/**
 * The SQL (one row: `mobile`, else none) that uses the link of `token` for `mobile`: deleted as it is
 * read, so of two requests at once exactly one gets the row; a token of another number, a used or
 * an expired one gets none.
 */
export const useSignInLinkSql = (ctx: ServiceContext, mobile: string, token: string, now: Date) => sql`
  DELETE FROM otp_links WHERE token_hash = ${linkHash(ctx, token)} AND mobile = ${mobile} AND expires_at > ${at(now)} RETURNING mobile`;
