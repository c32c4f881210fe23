import { FormDefinition } from '../../shared/forms/fields.ts';

/**
 * Form block (type 9, §3): its data is the form definition itself (settings and fields), so the
 * server finds a form by its id among the site's blocks. notificationEmail stays on the server.
 */
export const FormBlockData = FormDefinition;
export type FormBlockData = FormDefinition;
