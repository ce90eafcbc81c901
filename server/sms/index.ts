import { ConsoleSmsSender } from './console';
import { KavenegarSmsSender } from './kavenegar';
import { MemorySmsSender } from './memory';
import type { SmsSender } from './types';

/** Picks the SMS sender from `SMS_PROVIDER` (console | memory | kavenegar) and its variables. */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const provider = (env.SMS_PROVIDER ?? 'console').toLowerCase();
  switch (provider) {
    case 'console':
      return new ConsoleSmsSender();
    case 'memory':
      return new MemorySmsSender();
    case 'kavenegar':
      return new KavenegarSmsSender({
        apiKey: env.KAVENEGAR_API_KEY ?? '',
        template: env.KAVENEGAR_TEMPLATE ?? '',
        sender: env.KAVENEGAR_SENDER || undefined,
        baseUrl: env.KAVENEGAR_BASE_URL,
      });
    default:
      throw new Error(`Unknown SMS_PROVIDER "${provider}" (console, memory or kavenegar)`);
  }
}
