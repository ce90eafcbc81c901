import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from '../../server/sms/console';
import { smsSenderFromEnv } from '../../server/sms';
import { KavenegarSmsSender } from '../../server/sms/kavenegar';
import { MemorySmsSender } from '../../server/sms/memory';
import { freshMobile, startServer } from './harness';

describe('SMS senders', () => {
  const seen: { url: string; method?: string; type?: string; body?: string }[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: { return: { status: 200, message: 'تایید شد' } } };
  const fake = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', method: req.method, type: req.headers['content-type'], body });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('Kavenegar: calls /v1/{API_KEY}/verify/lookup.json with receptor, token and template', async () => {
    const sender = new KavenegarSmsSender({ apiKey: 'KEY-123', template: 'daroban-otp', baseUrl });
    await sender.sendOtp('09121234567', '4821');
    const url = new URL(seen[seen.length - 1].url, baseUrl);
    expect(url.pathname).toBe('/v1/KEY-123/verify/lookup.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({ receptor: '09121234567', token: '4821', template: 'daroban-otp' });
  });

  it('Kavenegar: the sign-in link rides in the same lookup as token2; a link without a code goes as a Persian plain text', async () => {
    const sender = new KavenegarSmsSender({ apiKey: 'KEY-123', template: 'daroban-otp', baseUrl });
    const link = 'https://daroban.ir/link#09121234567.8bqY2nZ0c1xVtQ4mR7wKpA';
    const before = seen.length;
    await sender.sendOtp('09121234567', '4821', link);
    expect(seen.length).toBe(before + 1);
    const url = new URL(seen[seen.length - 1].url, baseUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({ receptor: '09121234567', token: '4821', token2: link, template: 'daroban-otp' });
    await sender.sendOtp('09121234567', null, link);
    expect(seen.length).toBe(before + 2);
    const text = Object.fromEntries(new URLSearchParams(seen[seen.length - 1].body));
    expect(seen[seen.length - 1].url).toBe('/v1/KEY-123/sms/send.json');
    expect(text.message).toBe(`داروبان: برای ورود این پیوند را روی همین گوشی باز کنید:\n${link}`);
  });

  it('Kavenegar: an HTTP error or a refused message rejects', async () => {
    const sender = new KavenegarSmsSender({ apiKey: 'KEY', template: 't', baseUrl });
    reply = { status: 401, body: { return: { status: 401, message: 'invalid key' } } };
    await expect(sender.sendOtp('09121234567', '1111')).rejects.toThrow(/401/);
    reply = { status: 200, body: { return: { status: 418, message: 'no credit' } } };
    await expect(sender.sendOtp('09121234567', '1111')).rejects.toThrow(/418/);
    reply = { status: 200, body: { return: { status: 200, message: 'تایید شد' } } };
  });

  it('Kavenegar: a plain text goes by POST /v1/{API_KEY}/sms/send.json, form-encoded receptor, message and the sender line', async () => {
    const text = 'داروبان: قیمت ۲ داروی پیگیری‌شده شما تغییر کرد: الف، ب\nجزئیات: https://daroban.ir/watchlist';
    await new KavenegarSmsSender({ apiKey: 'KEY-123', template: 'daroban-otp', sender: '10004346', baseUrl }).sendText('09121234567', text);
    const request = seen[seen.length - 1];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/KEY-123/sms/send.json');
    expect(request.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ receptor: '09121234567', message: text, sender: '10004346' });
    // Without KAVENEGAR_SENDER the account's default line: no sender field.
    await new KavenegarSmsSender({ apiKey: 'KEY-123', template: 't', baseUrl }).sendText('09121234567', 'سلام');
    expect(Object.fromEntries(new URLSearchParams(seen[seen.length - 1].body))).toEqual({ receptor: '09121234567', message: 'سلام' });
  });

  it('Kavenegar: a refused plain text rejects like a refused code', async () => {
    const sender = new KavenegarSmsSender({ apiKey: 'KEY', template: 't', baseUrl });
    reply = { status: 400, body: { return: { status: 411, message: 'receptor invalid' } } };
    await expect(sender.sendText('09121234567', 'x')).rejects.toThrow(/400/);
    reply = { status: 200, body: { return: { status: 418, message: 'no credit' } } };
    await expect(sender.sendText('09121234567', 'x')).rejects.toThrow(/418/);
    reply = { status: 200, body: { return: { status: 200, message: 'تایید شد' } } };
    await expect(sender.sendText('09121234567', 'x')).resolves.toBeUndefined();
  });

  it('Kavenegar: needs an API key and a template', () => {
    expect(() => new KavenegarSmsSender({ apiKey: '', template: 't' })).toThrow(/KAVENEGAR_API_KEY/);
    expect(() => new KavenegarSmsSender({ apiKey: 'k', template: '' })).toThrow(/KAVENEGAR_TEMPLATE/);
  });

  it('SMS_PROVIDER picks the sender; console is the default', () => {
    expect(smsSenderFromEnv({})).toBeInstanceOf(ConsoleSmsSender);
    expect(smsSenderFromEnv({ SMS_PROVIDER: 'memory' })).toBeInstanceOf(MemorySmsSender);
    expect(smsSenderFromEnv({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k', KAVENEGAR_TEMPLATE: 't' })).toBeInstanceOf(
      KavenegarSmsSender,
    );
    expect(() => smsSenderFromEnv({ SMS_PROVIDER: 'pigeon' })).toThrow(/Unknown SMS_PROVIDER/);
  });

  it('console: prints one line with the mobile and the code (or the text)', async () => {
    const lines: string[] = [];
    await new ConsoleSmsSender((line) => lines.push(line)).sendOtp('09120000000', '0420');
    expect(lines).toEqual(['[sms] OTP for 09120000000: 0420']);
    await new ConsoleSmsSender((line) => lines.push(line)).sendText('09120000000', 'داروبان: سلام');
    expect(lines[1]).toBe('[sms] text to 09120000000: داروبان: سلام');
    // The sign-in link on a line of its own (the code's line keeps its form); a locked number's SMS has only the link.
    await new ConsoleSmsSender((line) => lines.push(line)).sendOtp('09120000000', '0420', 'http://127.0.0.1:8080/link#09120000000.x');
    expect(lines.slice(2)).toEqual([
      '[sms] OTP for 09120000000: 0420',
      '[sms] sign-in link for 09120000000: http://127.0.0.1:8080/link#09120000000.x',
    ]);
    await new ConsoleSmsSender((line) => lines.push(line)).sendOtp('09120000000', null, 'http://127.0.0.1:8080/link#09120000000.y');
    expect(lines.slice(4)).toEqual(['[sms] sign-in link for 09120000000: http://127.0.0.1:8080/link#09120000000.y']);
  });

  it('memory: keeps the texts apart from the codes', async () => {
    const memory = new MemorySmsSender();
    await memory.sendOtp('09120000000', '1234');
    await memory.sendText('09120000000', 'متن');
    await memory.sendText('09121111111', 'دیگری');
    expect(memory.sent.map((m) => m.code)).toEqual(['1234']);
    expect(memory.textsTo('09120000000')).toEqual(['متن']);
  });

  it('send-otp through Kavenegar; when the provider fails the answer is 500 and the mobile may retry at once', async () => {
    const s = await startServer({ name: 'pglite' }, { sms: new KavenegarSmsSender({ apiKey: 'KEY', template: 'otp', baseUrl }) });
    try {
      const mobile = freshMobile();
      reply = { status: 500, body: {} };
      const failed = await s.call('sendOtp', { body: { mobile } });
      expect(failed.status).toBe(500);
      expect(failed.json.message).toBe('ارسال پیامک با مشکل روبه‌رو شد؛ لطفاً دوباره تلاش کنید.');
      reply = { status: 200, body: { return: { status: 200 } } };
      expect((await s.call('sendOtp', { body: { mobile } })).status).toBe(200);
      const token = new URL(seen[seen.length - 1].url, baseUrl).searchParams.get('token');
      expect(token).toMatch(/^[0-9]{4}$/);
      expect((await s.call('submitOtp', { body: { mobile, code: token } })).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
