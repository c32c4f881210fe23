/** A contact form with one field of every type, and a newsletter: fixtures for tests (sample content, not interface text). */
import * as v from 'valibot';
import { FormDefinition, NewsletterDefinition } from './fields.ts';

/** A form holding every field type of §3 once (ids are the type names). */
export const everyFieldForm = v.parse(FormDefinition, {
  id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
  name: 'Contacto',
  notificationEmail: 'duena@ejemplo.com',
  fields: [
    { type: 'text', id: 'text', label: 'Asunto', placeholder: 'Asunto' },
    { type: 'textarea', id: 'textarea', label: 'Mensaje', maxLength: 20 },
    { type: 'email', id: 'email', label: 'Correo', required: true },
    { type: 'number', id: 'number', label: 'Personas' },
    { type: 'website', id: 'website', label: 'Sitio web' },
    { type: 'currency', id: 'currency', label: 'Presupuesto', currencySymbol: '$' },
    { type: 'password', id: 'password', label: 'Clave' },
    { type: 'twitter', id: 'twitter', label: 'Twitter' },
    { type: 'date', id: 'date', label: 'Fecha' },
    { type: 'time', id: 'time', label: 'Hora' },
    { type: 'name', id: 'name', label: 'Nombre', required: true },
    { type: 'address', id: 'address', label: 'Dirección' },
    { type: 'phone', id: 'phone', label: 'Teléfono', showCountryCode: false },
    { type: 'section', id: 'section', label: 'Más datos', underline: true },
    { type: 'radio', id: 'radio', label: 'Talla', options: ['S', 'M', 'L'] },
    { type: 'checkbox', id: 'checkbox', label: 'Intereses', options: ['Arte', 'Música'] },
    { type: 'select', id: 'select', label: 'País', options: ['México', 'Chile'] },
    { type: 'likert', id: 'likert', label: 'Opinión', questions: ['¿Te gustó?', '¿Volverías?'] },
    { type: 'hidden', id: 'hidden', key: 'utm_source', value: 'directo' },
  ],
});

/** A newsletter with an email and a name field. */
export const newsletterForm = v.parse(NewsletterDefinition, {
  kind: 'newsletter',
  id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  name: 'Boletín',
  fields: [
    { type: 'email', id: 'email', label: 'Correo' },
    { type: 'name', id: 'name', label: 'Nombre' },
  ],
});
