/**
 * The SMS sign-in link screen's Persian copy (behaviour §10.11), with `fa.ts`'s rules (GLOSSARY words,
 * ZWNJ, Persian ی/ک), in a module of its own so that only that screen's chunk carries it; its title is
 * `fa.signInLink.title` (the route table reads it).
 */
export const faLink = {
  signingIn: 'در حال ورود…',
  signedIn: 'وارد شدید؛ در حال باز کردن فهرست داروها…',
  forMobile: 'برای شماره',
  failedTitle: 'ورود با این پیوند انجام نشد',
  damagedTitle: 'این پیوند کامل نیست',
  damaged: 'پیوند ورود باید همان‌طور که پیامک شده باز شود؛ می‌توانید با کد تأیید وارد شوید.',
  retry: 'تلاش دوباره',
  toLogin: 'ورود با کد تأیید',
} as const;
