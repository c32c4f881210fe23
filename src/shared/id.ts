import * as v from 'valibot';

/** A 24-character lowercase hex id, as used for pages, collections and forms (§2 "/pages/{24-character id}"). */
export const Id = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'Debe ser un id de 24 caracteres hexadecimales'));
