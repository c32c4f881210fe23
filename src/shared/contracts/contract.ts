/**
 * A call with its payloads: the request schema (valibot; the server validates with it) and the
 * answer schema of a success (the type the browser reads). Types come from the schemas
 * (`RequestOf`, `AnswerOf`), never written beside them. Failures answer the §8 shape of
 * src/shared/errors.ts, for every call alike.
 */
import * as v from 'valibot';
import type { Call, Method } from './call.ts';

/** A call and its payload schemas. `request` is undefined for a call with no body or query. */
export type Contract<C extends Call = Call, Req extends v.GenericSchema | undefined = v.GenericSchema | undefined, Ans extends v.GenericSchema = v.GenericSchema> = C & {
  readonly request: Req;
  readonly answer: Ans;
};

/** A call and its schemas. @example contract('POST', RECORD_HIT_PATH, { request: RecordHit, answer: NoContent }) */
export const contract = <const M extends Method, const P extends string, Req extends v.GenericSchema | undefined, Ans extends v.GenericSchema>(
  method: M,
  path: P,
  schemas: { request: Req; answer: Ans },
): Contract<Call<M, P>, Req, Ans> => ({ method, path, ...schemas });

/** The answer of a call that answers 204 with no body. */
export const NoContent = v.undefined();

/** The answer of a call that a person follows: an HTML page. */
export const HtmlPage = v.string();

/** What the server reads of a call, once validated. */
export type RequestOf<C extends Contract> = C['request'] extends v.GenericSchema ? v.InferOutput<C['request']> : never;
/** What a browser sends for a call (before the schema's transforms). */
export type RequestInputOf<C extends Contract> = C['request'] extends v.GenericSchema ? v.InferInput<C['request']> : never;
/** What a successful call answers. */
export type AnswerOf<C extends Contract> = v.InferOutput<C['answer']>;
