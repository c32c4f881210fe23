/**
 * The forms domain: form and newsletter submissions (SPEC §3, §7), the forms index of published
 * sites, and what the owner's forms pages read. Other domains import only this file.
 */
export { collectForms, replaceForms, type PublishedForm } from './publish-index.ts';
export { allSubmissions, allSubscribers, formSummaries, ownerForm, submissionsPage, subscribersPage } from './reads.ts';
export { formsRoutes, type FormsRoutesOptions } from './routes.tsx';
export { Captcha } from './captcha.ts';
export { formsMailTemplates } from './mail-templates.ts';
export { useCaptchaSolutions } from './repo.ts';
