/**
 * The multilingual domain (issue 18, docs/multilingual.md): the owner's §7 calls about a site's
 * languages. The languages live in the website's row (sites domain, read and written through its
 * index); pages per language are routed and rendered by sites and the page layer. Other code imports only this file.
 */
export { multilingualRoutes, type MultilingualRoutesOptions } from './routes.ts';
