/**
 * Blog url pattern normalisation (SPEC §5). A pattern such as '%y/%m/%d/%t' builds post urls
 * from the year, month, day and title.
 */

/** The tokens allowed after a percent sign: year, month, day, title. */
export const BLOG_URL_TOKENS = ['y', 'm', 'd', 't'] as const;

/**
 * Normalises a blog url pattern: lowercased, spaces to hyphens, repeated '%' and '/' collapsed,
 * a '%' not followed by y, m, d or t dropped (so a trailing '%' goes), leading slashes stripped.
 * Example: '//%Y//%%M/%x My Post%' → '%y/%m/x-my-post'. Idempotent; never throws.
 */
export function normaliseBlogUrlPattern(pattern: unknown): string {
  if (typeof pattern !== 'string') return '';
  return pattern
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/%+/g, '%')
    .replace(/%(?![ymdt])/g, '')
    .replace(/\/+/g, '/')
    .replace(/^\//, '');
}
