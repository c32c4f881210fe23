/**
 * The crumb call: pages carry no cookie (a CDN may keep them, docs/cdn.md), so a script that must
 * send a crumb and cannot retry a 403 (a call fired as the page is left) asks for it first.
 */
import * as v from 'valibot';
import { contract } from './contract.ts';
import { CRUMB_PATH } from './crumb-paths.ts';

/** The answer: the crumb the `crumb` cookie now holds. */
export const CrumbAnswer = v.object({ crumb: v.string() });

export const crumbCalls = {
  crumb: contract('GET', CRUMB_PATH, { request: undefined, answer: CrumbAnswer }),
};
