import { randomInt } from 'node:crypto';
import { type SQL, eq, sql } from 'drizzle-orm';
import { toLatinDigits, toPersianDigits } from '../../src/lib/digits';
import { persianText } from '../../src/lib/fold';
import { currentUser, profileCompleteSql } from '../auth/bearer';
import { consumeRefreshToken, hmac, issueRefreshToken, newRefreshToken, sameHash, signAccessToken } from '../auth/tokens';
import { provinces, refreshTokens, sessions, users } from '../db/schema';
import { HttpError, badRequest, conflict, forbidden, tooMany, unauthorized } from '../http/errors';
import { messages } from '../http/messages';
import {
  deviceHash,
  deviceToken,
  guessWasRightSet,
  guessWasWrong,
  keptDeviceToken,
  laneOf,
  returnSend,
  takeGuess,
  takeSend,
  DEVICE_COOKIE,
} from './otp-guard';
import { dropSignInLink, newSignInLink, useSignInLinkSql } from './otp-link';
import { publicOrigin } from './origin';
import { at, hit, networkOf } from './rate-limit';
import { takeSmsBudget } from './sms-budget';
import type { Handlers, ServiceContext } from './types';
import type { components } from '../../src/api/schema';
import { schemaRules } from '../../src/api/rules.gen';

type UserOps =
  | 'sendOtp'
  | 'submitOtp'
  | 'signInWithLink'
  | 'refreshToken'
  | 'getMyProfile'
  | 'register'
  | 'logout'
  | 'checkMyProfile'
  | 'updateProfileByUser';

/** A users row as get-my-profile reads it: the contract's `Profile` fields, plus what the database keeps apart. */
type ProfileRow = Pick<
  components['schemas']['Profile'],
  'mobile' | 'first_name' | 'last_name' | 'org_name' | 'address' | 'phone' | 'email' | 'role'
> & {
  id: string;
  last_login: Date | string | null;
  province_id: string | null;
  province_name: string | null;
  profile_complete: boolean;
  subscription_expires_at: Date | string | null;
};

/** A wait in Persian words: minutes under an hour, hours above. */
export function waitText(seconds: number): string {
  if (seconds < 3600) return `${toPersianDigits(String(Math.max(1, Math.ceil(seconds / 60))))} دقیقه`;
  return `${toPersianDigits(String(Math.ceil(seconds / 3600)))} ساعت`;
}

/** The device cookie: HttpOnly, only for the sign-in calls, kept a year. */
function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api/user/v1; Max-Age=31536000; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** What a submitted code's transaction decided: an error to answer, a lockout, or the new session. */
type SubmitOutcome = { refused: HttpError } | { lockedFor: number } | { userId: string; sessionId: string; role: string };

/** `ctx` with its database's `rows` sent on the transaction `tx` (the helpers that take a context run inside it). */
function inTransaction(ctx: ServiceContext, tx: { execute(query: SQL): PromiseLike<unknown> }): ServiceContext {
  const rows = async <T>(query: SQL) => ((await tx.execute(query)) as { rows: T[] }).rows;
  return { ...ctx, database: { ...ctx.database, rows } };
}

/** What a sign-in saves besides the credential it used: the browser's device token, the refresh token, the times. */
interface SignIn {
  device: string;
  refresh: { hash: string; expires: Date };
  now: Date;
  sessionEnds: Date;
}

/**
 * One statement that signs in the mobile `used` answers (a CTE of one row, `mobile`, or none): the
 * user, the trusted browser, the session and its first refresh token; `also` adds CTEs (ending in a
 * comma). Answers one row (`user_id`, `session_id`, `role`), or none when `used` found no credential.
 */
const signInSql = (ctx: ServiceContext, used: SQL, also: SQL, { device, refresh, now, sessionEnds }: SignIn) => sql`
  WITH used AS (${used}),
  ${also}
  usr AS (
    INSERT INTO users (mobile, last_login) SELECT mobile, ${at(now)} FROM used
    ON CONFLICT (mobile) DO UPDATE SET last_login = EXCLUDED.last_login
    RETURNING id, role
  ),
  device AS (
    INSERT INTO trusted_devices (token_hash, mobile, created_at, last_used_at)
    SELECT ${deviceHash(ctx, device)}, mobile, ${at(now)}, ${at(now)} FROM used
    ON CONFLICT (token_hash, mobile) DO UPDATE SET last_used_at = EXCLUDED.last_used_at
  ),
  session AS (
    INSERT INTO sessions (user_id, created_at, expires_at) SELECT id, ${at(now)}, ${at(sessionEnds)} FROM usr
    RETURNING id, user_id
  ),
  refresh AS (
    INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at)
    SELECT ${refresh.hash}, id, ${at(now)}, ${at(refresh.expires)} FROM session
  )
  SELECT session.user_id, session.id AS session_id, usr.role FROM session, usr`;

export function userHandlers(ctx: ServiceContext): Handlers<UserOps> {
  const { database, limits } = ctx;

  async function provinceExists(id: string): Promise<boolean> {
    const rows = await database.db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id));
    return rows.length > 0;
  }

  function landline(value: string | undefined): string {
    const phone = toLatinDigits((value ?? '').trim());
    if (!schemaRules.Landline.pattern.test(phone)) throw badRequest(messages.phoneTooLong);
    return phone;
  }

  return {
    async sendOtp(request, reply) {
      const mobile = request.body.mobile;
      const now = ctx.clock();
      if (!(await hit(database, `send-otp:${networkOf(request.ip)}`, limits.rateWindowSeconds, limits.sendOtpPerIp, now))) {
        throw tooMany(messages.ipLimited);
      }
      const lane = await laneOf(ctx, mobile, deviceToken(ctx, request.headers.cookie));
      const refuse = (retryAfter: number, codeAlreadySent: boolean, message: string) =>
        reply.code(429).header('Retry-After', String(retryAfter)).send({ message, retryAfter, codeAlreadySent });

      // The re-send window: say how long to wait and whether the code already sent can still be typed.
      const [held] = await database.rows<{ sent_at: string; usable: boolean }>(sql`
        SELECT sent_at, (expires_at > ${at(now)} AND attempts < ${limits.otpMaxAttempts}) AS usable
        FROM otp_codes WHERE mobile = ${mobile} AND lane = ${lane}`);
      const resendAt = held ? new Date(held.sent_at).getTime() + limits.otpResendSeconds * 1000 : 0;
      if (held && resendAt > now.getTime()) {
        const usable = held.usable === true;
        return refuse(
          Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000)),
          usable,
          usable ? messages.otpAlreadySent : messages.otpTooSoon,
        );
      }
      // The number's daily cap, then the server's hourly SMS budget. A locked lane gets its SMS with
      // only the sign-in link (its code could not be checked until the lockout ends).
      const taken = await takeSend(ctx, mobile, lane, now);
      if ('reason' in taken) return refuse(taken.retryAfter, false, messages.dailyCap(waitText(taken.retryAfter)));
      // Only a browser this number trusts (its signed device cookie) may draw on the reserve: whoever
      // knows a number can ask for its code, so a known number from any other browser is counted as
      // any request is (behaviour §12.1).
      const budget = await takeSmsBudget(database, limits, request.ip, lane !== '', now);
      if (typeof budget === 'string') {
        await returnSend(ctx, mobile, lane);
        if (budget === 'budget') request.log.warn('SMS budget: the open part of this hour is spent; only the reserve is left');
        throw tooMany(messages.smsBudget);
      }
      if (budget.nearLimit) request.log.warn(`SMS budget: ${Math.round(limits.smsWarnShare * 100)} % of this hour's open SMS are spent`);
      const code = randomInt(0, 10_000).toString().padStart(4, '0');
      const locked = taken.lockedFor !== null;
      const resendBefore = new Date(now.getTime() - limits.otpResendSeconds * 1000);
      // A locked lane's row only keeps the re-send window: its code is not sent and has no attempt left.
      const fresh = await database.rows(sql`
        INSERT INTO otp_codes (mobile, lane, code_hash, sent_at, expires_at, attempts)
        VALUES (${mobile}, ${lane}, ${hmac(ctx.hashKey, `${mobile}:${code}`)}, ${at(now)}, ${at(new Date(now.getTime() + limits.otpTtlSeconds * 1000))}, ${locked ? limits.otpMaxAttempts : 0})
        ON CONFLICT (mobile, lane) DO UPDATE
          SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, attempts = EXCLUDED.attempts
          WHERE otp_codes.sent_at <= ${at(resendBefore)}
        RETURNING mobile`);
      if (fresh.length === 0) {
        // Another request sent a code in between.
        await returnSend(ctx, mobile, lane);
        return refuse(limits.otpResendSeconds || 1, true, messages.otpAlreadySent);
      }
      const link = await newSignInLink(ctx, publicOrigin(ctx, request), mobile, now);
      try {
        await ctx.sms.sendOtp(mobile, locked ? null : code, link.url);
      } catch (err) {
        request.log.error({ err }, 'SMS sending failed');
        await database.rows(sql`DELETE FROM otp_codes WHERE mobile = ${mobile} AND lane = ${lane}`);
        await dropSignInLink(ctx, link.token);
        await returnSend(ctx, mobile, lane);
        throw new HttpError(500, messages.smsFailed);
      }
      if (taken.lockedFor !== null) {
        const retryAfter = Math.max(1, limits.otpResendSeconds);
        return refuse(retryAfter, false, messages.linkOnlySent(waitText(taken.lockedFor)));
      }
      return { message: messages.otpSent(toPersianDigits(mobile)) };
    },

    async submitOtp(request, reply) {
      const { mobile, code } = request.body;
      const now = ctx.clock();
      const token = deviceToken(ctx, request.headers.cookie);
      const device = keptDeviceToken(ctx, token);
      const refresh = newRefreshToken(ctx, now);
      const sessionEnds = new Date(now.getTime() + limits.sessionMaxDays * 86_400_000);
      // One transaction: the client's rate limit, then the code's check (one guess reserved before it
      // is compared), then the sign-in. A refused code commits what it counted.
      const outcome = await database.db.transaction(async (tx): Promise<SubmitOutcome> => {
        const inTx = inTransaction(ctx, tx);
        if (!(await hit(inTx.database, `submit-otp:${networkOf(request.ip)}`, limits.rateWindowSeconds, limits.submitOtpPerIp, now))) {
          return { refused: tooMany(messages.ipLimited) };
        }
        const guess = await takeGuess(inTx, mobile, token, now);
        if (guess.outcome === 'expired') return { refused: badRequest(messages.otpExpired) };
        if (guess.outcome === 'spent') return { refused: tooMany(messages.otpLocked) };
        if (guess.outcome === 'locked') return { lockedFor: guess.retryAfter };
        if (guess.codeHash === null) return { refused: tooMany(messages.otpLocked) };
        const expected = hmac(ctx.hashKey, `${mobile}:${code}`);
        if (!sameHash(guess.codeHash, expected)) {
          await guessWasWrong(inTx, mobile, guess.lane, guess, now);
          return { refused: badRequest(messages.otpWrong) };
        }
        // The code is used once (another request may have used it meanwhile); the guess was right;
        // the user, the trusted browser, the session and its first refresh token are saved.
        const [session] = await inTx.database.rows<{ user_id: string; session_id: string; role: string }>(
          signInSql(
            ctx,
            sql`DELETE FROM otp_codes WHERE mobile = ${mobile} AND lane = ${guess.lane} AND code_hash = ${expected} RETURNING mobile`,
            sql`guard AS (
              UPDATE otp_guard SET ${guessWasRightSet} WHERE mobile = ${mobile} AND lane = ${guess.lane} AND EXISTS (SELECT 1 FROM used)
            ),`,
            { device, refresh, now, sessionEnds },
          ),
        );
        if (!session) return { refused: badRequest(messages.otpExpired) };
        return { userId: session.user_id, sessionId: session.session_id, role: session.role };
      });
      if ('refused' in outcome) throw outcome.refused;
      if ('lockedFor' in outcome) {
        return reply
          .code(429)
          .header('Retry-After', String(outcome.lockedFor))
          .send({ message: messages.numberLocked(waitText(outcome.lockedFor)) });
      }
      reply.header('Set-Cookie', deviceCookie(device, request.protocol === 'https'));
      const accessToken = await signAccessToken(ctx, outcome.userId, outcome.sessionId, outcome.role);
      return { message: messages.signedIn, data: { accessToken, refreshToken: refresh.token } };
    },

    async signInWithLink(request, reply) {
      const { mobile, token } = request.body;
      const now = ctx.clock();
      if (!(await hit(database, `sign-in-link:${networkOf(request.ip)}`, limits.rateWindowSeconds, limits.submitOtpPerIp, now))) {
        throw tooMany(messages.ipLimited);
      }
      const device = keptDeviceToken(ctx, deviceToken(ctx, request.headers.cookie));
      const refresh = newRefreshToken(ctx, now);
      const sessionEnds = new Date(now.getTime() + limits.sessionMaxDays * 86_400_000);
      // The link is used and the sign-in saved in one statement; no lane's guard is read or counted.
      const [session] = await database.rows<{ user_id: string; session_id: string; role: string }>(
        signInSql(ctx, useSignInLinkSql(ctx, mobile, token, now), sql``, { device, refresh, now, sessionEnds }),
      );
      if (!session) throw badRequest(messages.linkInvalid);
      reply.header('Set-Cookie', deviceCookie(device, request.protocol === 'https'));
      const accessToken = await signAccessToken(ctx, session.user_id, session.session_id, session.role);
      return { message: messages.signedIn, data: { accessToken, refreshToken: refresh.token } };
    },

    async refreshToken(request) {
      const session = await consumeRefreshToken(ctx, request.body.refreshToken);
      if (!session) throw unauthorized(messages.refreshInvalid);
      const accessToken = await signAccessToken(ctx, session.userId, session.sessionId, session.role);
      const refreshToken = await issueRefreshToken(ctx, session.sessionId);
      return { message: messages.signedIn, data: { accessToken, refreshToken } };
    },

    async getMyProfile(request) {
      const user = currentUser(request);
      const [row] = await database.rows<ProfileRow>(sql`
        SELECT u.id, u.mobile, u.first_name, u.last_name, u.org_name, u.address, u.phone, u.email, u.role,
          u.last_login, u.province_id, p.name AS province_name, ${profileCompleteSql} AS profile_complete,
          (SELECT max(s.expires_at) FROM subscriptions s WHERE s.user_id = u.id AND s.expires_at > ${at(ctx.clock())})
            AS subscription_expires_at
        FROM users u LEFT JOIN provinces p ON p.id = u.province_id
        WHERE u.id = ${user.id}`);
      if (!row) throw unauthorized(messages.unauthorized);
      return {
        data: {
          _id: row.id,
          mobile: row.mobile,
          first_name: row.first_name,
          last_name: row.last_name,
          org_name: row.org_name,
          address: row.address,
          phone: row.phone,
          email: row.email,
          state: row.province_id ? { _id: row.province_id, name: row.province_name ?? '' } : null,
          role: row.role,
          last_login: iso(row.last_login),
          profile_completed: row.profile_complete,
          subscription_expires_at: iso(row.subscription_expires_at),
        },
      };
    },

    async checkMyProfile(request) {
      const user = currentUser(request);
      return { data: { profile_completed: user.profileComplete } };
    },

    async register(request) {
      const user = currentUser(request);
      const body = request.body;
      const mobile = toLatinDigits(body.mobile.trim());
      if (!schemaRules.Mobile.pattern.test(mobile)) throw badRequest(messages.mobileInvalid);
      if (mobile !== user.mobile) throw forbidden(messages.mobileNotYours);
      if (user.profileComplete) throw conflict(messages.alreadyRegistered);
      const firstName = persianText(body.first_name);
      const lastName = persianText(body.last_name);
      if (!firstName || !lastName) throw badRequest(messages.requiredField);
      const phone = landline(body.phone);
      const state = (body.state ?? '').trim();
      if (state && !(await provinceExists(state))) throw badRequest(messages.provinceUnknown);
      await database.db
        .update(users)
        .set({
          firstName,
          lastName,
          orgName: persianText(body.org_name ?? ''),
          address: persianText(body.address ?? ''),
          phone,
          provinceId: state || null,
        })
        .where(eq(users.id, user.id));
      return { message: messages.registered };
    },

    async logout(request) {
      const user = currentUser(request);
      const now = at(ctx.clock());
      await database.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, user.sessionId));
      await database.db
        .update(refreshTokens)
        .set({ usedAt: sql`coalesce(${refreshTokens.usedAt}, ${now})` })
        .where(eq(refreshTokens.sessionId, user.sessionId));
      return { message: messages.signedOut };
    },

    async updateProfileByUser(request) {
      const user = currentUser(request);
      const body = request.body;
      if (body.role !== undefined && body.role !== user.role) throw forbidden(messages.roleChange);
      const firstName = persianText(body.first_name);
      const lastName = persianText(body.last_name);
      const orgName = persianText(body.org_name);
      const state = body.state.trim();
      if (!firstName || !lastName || !orgName || !state) throw badRequest(messages.requiredValues);
      if (!(await provinceExists(state))) throw badRequest(messages.provinceUnknown);
      const phone = landline(body.phone);
      const email = (body.email ?? '').trim();
      if (email && !schemaRules.Email.pattern.test(email)) throw badRequest(messages.emailInvalid);
      await database.db
        .update(users)
        .set({ firstName, lastName, orgName, address: persianText(body.address ?? ''), phone, email, provinceId: state })
        .where(eq(users.id, user.id));
      return { message: messages.profileSaved };
    },
  };
}
