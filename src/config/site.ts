import site from './site.json';

/** The portal's contact details and external links, edited in site.json, not in code. */
export type SiteConfig = typeof site;
export const siteConfig: SiteConfig = site;

/** Absolute URL of a page of the external marketing site. */
export function externalUrl(page: keyof SiteConfig['externalPages']): string {
  return new URL(site.externalPages[page], site.externalSiteUrl).toString();
}
