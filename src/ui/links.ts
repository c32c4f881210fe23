/** True when a link leaves the site (and may open in a new window). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
