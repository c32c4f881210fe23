/** The data helper: the browser's one way to call the server (SPEC §7, §8). */
export { LOGIN_REQUIRED_EVENT, RETRY_DELAY_MS, del, get, post, put, readCrumb, request, type Method, type RequestOptions } from './request.ts';
export { readAnswer, type DataFailure, type Outcome } from './table.ts';
export { showSystemError, type SystemErrorDetail } from './overlay.ts';
