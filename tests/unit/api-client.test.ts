// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { forgetBootOnNavigation, takeBootCall, type Boot } from '../../src/api/boot';
import { createApiClient } from '../../src/api/client';
import { ApiError, failureMessage, toFailure, unwrap, type ApiFailure } from '../../src/api/errors';
import { notifier, type Notice } from '../../src/api/notifier';
import { tokenStore } from '../../src/api/tokens';
import { fa } from '../../src/i18n/fa';
import { untilCondition } from '../kit/waits';

const BASE = 'http://api.test';

type Responder = (request: Request) => Response | Promise<Response>;

/** A fetch of the test's own: records every request and answers with `respond`. */
function fakeFetch(respond: Responder) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    calls: () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
// Bodies the contract can read: every answer passes through the decoder (tests/unit/decode.test.ts).
const profileBody = {
  data: {
    _id: 'u1',
    mobile: '09120000000',
    first_name: 'مریم',
    last_name: 'احمدی',
    org_name: 'داروخانه',
    address: '',
    phone: '',
    email: '',
    state: null,
    role: 'user',
    last_login: null,
    profile_completed: true,
  },
};
const checkBody = { data: { profile_completed: true } };
const tokens = (n: number) => ({ data: { accessToken: `access-${n}`, refreshToken: `refresh-${n}` } });
/** A contract-valid success body for each signed-in call these tests make. */
const bodyFor = (path: string) =>
  path.endsWith('check-my-profile') ? checkBody : path.endsWith('get-my-profile') ? profileBody : { message: 'ثبت شد.' };

/** Answers protected calls 200 only for the token `valid`; refresh gives generation 2. */
function server(valid: string, opts: { refreshStatus?: number; onRefresh?: () => Promise<void> } = {}): Responder {
  return async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/user/v1/refresh-token') {
      await opts.onRefresh?.();
      return (opts.refreshStatus ?? 200) === 200 ? json(200, tokens(2)) : json(opts.refreshStatus!, { message: 'نشست نامعتبر است.' });
    }
    if (request.headers.get('Authorization') !== `Bearer ${valid}`) return json(401, { message: 'ابتدا وارد شوید.' });
    return json(200, bodyFor(path));
  };
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => localStorage.clear());

describe('bearer header', () => {
  it('is added to a signed-in call with the stored access token', async () => {
    const { fetch, requests } = fakeFetch(() => json(200, profileBody));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.GET('/user/v1/get-my-profile');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('is left off send-otp, submit-otp, refresh-token and the province list', async () => {
    const { fetch, requests, calls } = fakeFetch((request) =>
      json(
        200,
        new URL(request.url).pathname.endsWith('-otp') && request.url.includes('send')
          ? { message: 'ok' }
          : request.url.includes('state')
            ? { data: { docs: [], totalDocs: 0, totalPages: 0 } }
            : tokens(3),
      ),
    );
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.POST('/user/v1/send-otp', { body: { mobile: '09120000000' } });
    await client.POST('/user/v1/submit-otp', { body: { mobile: '09120000000', code: '1234' } });
    await client.POST('/user/v1/refresh-token', { body: { refreshToken: 'refresh-1' } });
    await client.GET('/states/v1/get-state-list');
    expect(calls()).toEqual([
      'POST /user/v1/send-otp',
      'POST /user/v1/submit-otp',
      'POST /user/v1/refresh-token',
      'GET /states/v1/get-state-list',
    ]);
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, null, null, null]);
  });

  it('is left off when no token is stored', async () => {
    localStorage.clear();
    const { fetch, requests } = fakeFetch(() => json(200, profileBody));
    await createApiClient({ baseUrl: BASE, fetch }).GET('/user/v1/get-my-profile');
    expect(requests[0].headers.get('Authorization')).toBeNull();
  });
});

describe('on 401', () => {
  it('refreshes once, stores the new tokens and retries the call with the new access token', async () => {
    const { fetch, requests, calls } = fakeFetch(server('access-2'));
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, hooks: { onSessionExpired } });
    const body = await unwrap(client.GET('/user/v1/get-my-profile'));
    expect(body).toEqual(profileBody);
    expect(calls()).toEqual(['GET /user/v1/get-my-profile', 'POST /user/v1/refresh-token', 'GET /user/v1/get-my-profile']);
    expect(await requests[1].json()).toEqual({ refreshToken: 'refresh-1' });
    expect(requests[2].headers.get('Authorization')).toBe('Bearer access-2');
    expect([tokenStore.access, tokenStore.refresh]).toEqual(['access-2', 'refresh-2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a call with a body with the same body', async () => {
    const { fetch, requests } = fakeFetch(server('access-2'));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.POST('/ticket/v1/new_ticket', { body: { title: 'عنوان', report: 'متن' } });
    expect(requests).toHaveLength(3);
    expect(await requests[2].json()).toEqual({ title: 'عنوان', report: 'متن' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = fakeFetch(server('access-2', { onRefresh: () => gate }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    const all = Promise.all([
      unwrap(client.GET('/user/v1/get-my-profile')),
      unwrap(client.GET('/user/v1/check-my-profile')),
      unwrap(client.GET('/user/v1/get-my-profile')),
    ]);
    await vi.waitFor(() => expect(calls().filter((c) => c.includes('refresh'))).toHaveLength(1), untilCondition);
    release();
    await expect(all).resolves.toHaveLength(3);
    expect(calls().filter((c) => c.includes('refresh-token'))).toHaveLength(1);
    expect(calls()).toHaveLength(3 + 1 + 3);
  });

  it('retries without refreshing again when the call was sent with a token a refresh has since replaced', async () => {
    const valid = server('access-2');
    const { fetch, requests, calls } = fakeFetch(async (request) => {
      // While this call is in flight, another call's refresh stores generation 2.
      if (request.headers.get('Authorization') === 'Bearer access-1') tokenStore.save(tokens(2).data);
      return valid(request);
    });
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(unwrap(client.GET('/user/v1/check-my-profile'))).resolves.toEqual(checkBody);
    expect(calls()).toEqual(['GET /user/v1/check-my-profile', 'GET /user/v1/check-my-profile']);
    expect(requests[1].headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('clears the storage and calls the session-expired hook once when the refresh fails', async () => {
    localStorage.setItem('somethingElse', 'x');
    const { fetch, calls } = fakeFetch(server('never', { refreshStatus: 401 }));
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, hooks: { onSessionExpired } });
    const results = await Promise.allSettled([
      unwrap(client.GET('/user/v1/get-my-profile')),
      unwrap(client.GET('/user/v1/check-my-profile')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(toFailure((results[0] as PromiseRejectedResult).reason)).toEqual({ kind: 'unauthorized', message: 'ابتدا وارد شوید.' });
    expect(localStorage.length).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls().filter((c) => c.includes('refresh-token'))).toHaveLength(1);
  });

  it('ends the session when the retried call is refused again', async () => {
    const { fetch, calls } = fakeFetch(server('never'));
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, hooks: { onSessionExpired } });
    await expect(unwrap(client.GET('/user/v1/get-my-profile'))).rejects.toBeInstanceOf(ApiError);
    expect(calls()).toEqual(['GET /user/v1/get-my-profile', 'POST /user/v1/refresh-token', 'GET /user/v1/get-my-profile']);
    expect(tokenStore.access).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from logout (the logout flow clears and reloads)', async () => {
    const { fetch, calls } = fakeFetch(() => json(401, { message: 'ابتدا وارد شوید.' }));
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, hooks: { onSessionExpired } });
    await expect(unwrap(client.POST('/user/v1/logout', { body: {} }))).rejects.toMatchObject({ failure: { kind: 'unauthorized' } });
    expect(calls()).toEqual(['POST /user/v1/logout']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 from submit-otp (a wrong code is not an expired session)', async () => {
    const { fetch, calls } = fakeFetch(() => json(401, { message: 'کد اشتباه است.' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(unwrap(client.POST('/user/v1/submit-otp', { body: { mobile: '09120000000', code: '0000' } }))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls()).toEqual(['POST /user/v1/submit-otp']);
    expect(tokenStore.access).toBe('access-1');
  });
});

describe("a call already in flight (index.html's detail call, src/api/boot.ts)", () => {
  const CHECK = `${BASE}/user/v1/check-my-profile`;
  /** A boot object as the inline script leaves it, holding `response` for GET `url` sent with `token`. */
  const bootWith = (response: Promise<Response>, url = CHECK, token = 'access-1'): Boot => ({
    call: { method: 'GET', url, authorization: `Bearer ${token}`, response },
  });
  const clientOver = (boot: Boot, fetch: typeof globalThis.fetch) =>
    createApiClient({ baseUrl: BASE, fetch, inFlight: (request) => takeBootCall(request, boot) });

  it('answers the same call (method, URL, token) from it without sending it, once; the next one is sent', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, checkBody));
    const boot = bootWith(Promise.resolve(json(200, { data: { profile_completed: false } })));
    const client = clientOver(boot, fetch);
    expect(await unwrap(client.GET('/user/v1/check-my-profile'))).toEqual({ data: { profile_completed: false } });
    expect(calls()).toEqual([]);
    expect(boot.call).toBeUndefined();
    expect(await unwrap(client.GET('/user/v1/check-my-profile'))).toEqual(checkBody);
    expect(calls()).toEqual(['GET /user/v1/check-my-profile']);
  });

  it('is not used for another address or another token, and stays for its own call', async () => {
    const { fetch, calls } = fakeFetch(server('access-1'));
    const boot = bootWith(Promise.resolve(json(200, checkBody)), CHECK, 'access-0');
    const client = clientOver(boot, fetch);
    await unwrap(client.GET('/user/v1/check-my-profile'));
    await unwrap(client.GET('/user/v1/get-my-profile'));
    expect(calls()).toEqual(['GET /user/v1/check-my-profile', 'GET /user/v1/get-my-profile']);
    expect(boot.call?.url).toBe(CHECK);
  });

  it('a failed one (no answer, or an answer already read) is sent as usual', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, checkBody));
    const failed = clientOver(bootWith(Promise.reject(new TypeError('Failed to fetch'))), fetch);
    expect(await unwrap(failed.GET('/user/v1/check-my-profile'))).toEqual(checkBody);
    const read = json(200, checkBody);
    await read.text();
    const used = clientOver(bootWith(Promise.resolve(read)), fetch);
    expect(await unwrap(used.GET('/user/v1/check-my-profile'))).toEqual(checkBody);
    expect(calls()).toEqual(['GET /user/v1/check-my-profile', 'GET /user/v1/check-my-profile']);
  });

  it('its answer goes through the decoder and the 401 handling like a sent one', async () => {
    const { fetch, calls } = fakeFetch(server('access-2'));
    const undecodable = clientOver(bootWith(Promise.resolve(json(200, { data: 'yes' }))), fetch);
    await expect(unwrap(undecodable.GET('/user/v1/check-my-profile'))).rejects.toMatchObject({ failure: { kind: 'server' } });
    const expired = clientOver(bootWith(Promise.resolve(json(401, { message: 'ابتدا وارد شوید.' }))), fetch);
    expect(await unwrap(expired.GET('/user/v1/check-my-profile'))).toEqual(checkBody);
    expect(calls()).toEqual(['POST /user/v1/refresh-token', 'GET /user/v1/check-my-profile']);
  });

  it('is forgotten, with the drawn name, at the first navigation (the page it was sent for is gone)', async () => {
    const DETAIL = '/medicine-A/0b6f3c1e-8d7a-4c52-9e0f-2a1b3c4d5e6f';
    const router = createMemoryRouter(
      [
        { path: '/medicine-A/:id', element: null },
        { path: '/packages', element: null },
      ],
      // A reload: the loaded address keeps its history entry's key, not 'default'.
      { initialEntries: [{ pathname: DETAIL, key: 'reloaded' }] },
    );
    const boot: Boot = {
      ...bootWith(Promise.resolve(json(200, checkBody))),
      detail: { path: DETAIL, category: 'A', name: 'آموکسی‌سیلین', photo: null },
    };
    forgetBootOnNavigation(router, boot);
    await router.revalidate();
    expect(boot.call?.url).toBe(CHECK);
    expect(boot.detail?.path).toBe(DETAIL);
    await router.navigate('/packages', { replace: true });
    expect(boot).toEqual({});
    await router.navigate(DETAIL);
    const { fetch, calls } = fakeFetch(() => json(200, checkBody));
    await unwrap(clientOver(boot, fetch).GET('/user/v1/check-my-profile'));
    expect(calls()).toEqual(['GET /user/v1/check-my-profile']);
    router.dispose();
  });
});

describe('failure classification (behaviour §8)', () => {
  async function failureOf(respond: Responder): Promise<ApiFailure> {
    const { fetch } = fakeFetch(respond);
    const client = createApiClient({ baseUrl: BASE, fetch });
    try {
      await unwrap(client.GET('/user/v1/get-my-profile'));
    } catch (error) {
      return toFailure(error);
    }
    throw new Error('the call did not fail');
  }

  it("a rejected fetch with the browser offline is no network (the spec's «check your internet»)", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'network' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a rejected fetch with the browser online: the server is unreachable, not the internet', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    try {
      expect(await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'network', unreachable: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('403 is forbidden with the server message', async () => {
    expect(await failureOf(() => json(403, { message: 'اشتراک فعال ندارید.' }))).toEqual({
      kind: 'forbidden',
      message: 'اشتراک فعال ندارید.',
    });
  });

  it('404 is not found with the server message', async () => {
    expect(await failureOf(() => json(404, { message: 'دارو پیدا نشد.' }))).toEqual({ kind: 'notFound', message: 'دارو پیدا نشد.' });
  });

  it('another 4xx is a client failure carrying the server message', async () => {
    expect(await failureOf(() => json(400, { message: 'ورودی نامعتبر است.' }))).toEqual({
      kind: 'client',
      status: 400,
      message: 'ورودی نامعتبر است.',
    });
    expect(await failureOf(() => json(429, { message: 'کمی صبر کنید.' }))).toEqual({
      kind: 'client',
      status: 429,
      message: 'کمی صبر کنید.',
    });
  });

  it("send-otp's 429 carries retryAfter and codeAlreadySent from the body", async () => {
    const body = { message: 'کد پیش‌تر ارسال شده است.', retryAfter: 74, codeAlreadySent: true };
    expect(await failureOf(() => json(429, body))).toEqual({
      kind: 'client',
      status: 429,
      message: 'کد پیش‌تر ارسال شده است.',
      retryAfter: 74,
      codeAlreadySent: true,
    });
    expect(await failureOf(() => json(429, { ...body, codeAlreadySent: false }))).toMatchObject({ retryAfter: 74, codeAlreadySent: false });
  });

  it('retryAfter is whole seconds; a missing, non-numeric or non-positive one and a non-boolean codeAlreadySent are left off', async () => {
    expect(await failureOf(() => json(429, { message: 'م', retryAfter: 2.2 }))).toEqual({
      kind: 'client',
      status: 429,
      message: 'م',
      retryAfter: 3,
    });
    for (const odd of [{ retryAfter: '74', codeAlreadySent: 'true' }, { retryAfter: 0 }, { retryAfter: -5 }, { retryAfter: null }, {}]) {
      expect(await failureOf(() => json(429, { message: 'م', ...odd })), JSON.stringify(odd)).toEqual({
        kind: 'client',
        status: 429,
        message: 'م',
      });
    }
  });

  it('a 4xx without a message falls back to the generic text', async () => {
    expect(await failureOf(() => new Response('', { status: 409 }))).toEqual({ kind: 'client', status: 409, message: fa.errors.generic });
  });

  it('5xx is a server failure', async () => {
    expect(await failureOf(() => json(502, { message: 'Bad gateway' }))).toEqual({ kind: 'server', status: 502 });
  });

  it('anything thrown that is not an ApiError counts as no answer', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(toFailure(new Error('boom'))).toEqual({ kind: 'network' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('notifier texts (behaviour §8)', () => {
  function noticesOf(failure: ApiFailure): Notice[] {
    const seen: Notice[] = [];
    const stop = notifier.subscribe((n) => seen.push(n));
    notifier.failure(failure);
    stop();
    return seen;
  }

  it('no network: check your internet', () => {
    expect(noticesOf({ kind: 'network' })).toEqual([{ intent: 'error', text: 'اینترنت خود را بررسی کنید ..!' }]);
  });

  it('no answer while online: the server does not answer (three different messages)', () => {
    const unreachable = noticesOf({ kind: 'network', unreachable: true });
    expect(unreachable).toEqual([{ intent: 'error', text: fa.errors.serverUnreachable }]);
    const texts = [unreachable, noticesOf({ kind: 'network' }), noticesOf({ kind: 'server', status: 500 })].map((n) => n[0]!.text);
    expect(new Set(texts).size).toBe(3);
    expect(fa.errors.serverUnreachable).not.toContain('اینترنت');
  });

  it('5xx: a problem occurred, please try again', () => {
    expect(noticesOf({ kind: 'server', status: 500 })).toEqual([{ intent: 'error', text: 'مشکلی پیش آمد، لطفاً دوباره تلاش کنید!...' }]);
  });

  it('4xx: the server message', () => {
    expect(noticesOf({ kind: 'client', status: 400, message: 'ورودی نامعتبر است.' })).toEqual([
      { intent: 'error', text: 'ورودی نامعتبر است.' },
    ]);
    expect(noticesOf({ kind: 'forbidden', message: 'اشتراک فعال ندارید.' })).toEqual([{ intent: 'error', text: 'اشتراک فعال ندارید.' }]);
  });

  it('401: nothing (the session handler owns it)', () => {
    expect(noticesOf({ kind: 'unauthorized', message: 'ابتدا وارد شوید.' })).toEqual([]);
  });

  it('success and error texts pass through', () => {
    const seen: Notice[] = [];
    const stop = notifier.subscribe((n) => seen.push(n));
    notifier.success('ذخیره شد.');
    notifier.error('خطا');
    stop();
    notifier.success('after unsubscribe');
    expect(seen).toEqual([
      { intent: 'success', text: 'ذخیره شد.' },
      { intent: 'error', text: 'خطا' },
    ]);
    expect(failureMessage({ kind: 'notFound', message: 'یافت نشد' })).toBe('یافت نشد');
  });
});
