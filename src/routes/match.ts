const segments = (path: string) =>
  path
    .replace(/[?#].*$/, '')
    .toLowerCase()
    .split('/')
    .filter(Boolean);

/** Whether `pathname` matches the router `pattern` (any letter case, a trailing slash ignored). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want[want.length - 1] === '*')
    return have.length >= want.length && want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** Whether `pathname` is the screen `to` (route matching is case-insensitive). */
export function isActivePath(pathname: string, to: string): boolean {
  return segments(pathname).join('/') === segments(to).join('/');
}
