import { describe, expect, it } from 'vitest';
import { valueFields } from '../../shared/forms/fields.ts';
import { everyFieldForm, newsletterForm } from '../../shared/forms/test-form.ts';
import { confirmationMail, escapeHtml, formatValue, notificationMail, replyTo } from './mail.ts';

const ctx = { websiteId: 'w', siteTitle: 'Panadería', pagePath: '/contacto', pageTitle: 'Contacto', now: Date.UTC(2026, 10, 22, 12) };
const field = (id: string) => valueFields(everyFieldForm).find((f) => f.id === id)!;

describe('values as text', () => {
  it.each([
    ['name', ['Ana', 'Pérez'], 'Ana Pérez'],
    ['address', ['Calle 1', '', 'Oaxaca', '', '68000', 'México'], 'Calle 1, Oaxaca, 68000, México'],
    ['date', ['12', '31', '2026'], '12/31/2026'],
    ['phone', ['', '55', '1234', '5678'], '55 1234 5678'],
    ['checkbox', ['Arte', 'Música'], 'Arte, Música'],
    ['likert', { '¿Te gustó?': ['2'], '¿Volverías?': ['-1'] }, '¿Te gustó?: Muy de acuerdo\n¿Volverías?: En desacuerdo'],
    ['text', '', '(vacío)'],
    ['checkbox', [], '(vacío)'],
    ['text', undefined, '(vacío)'],
  ])('%s %j → %j', (id, value, text) => {
    expect(formatValue(field(id), value as never)).toBe(text);
  });

  it('escapes everything HTML could read', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;');
  });
});

describe('the notification', () => {
  it('goes to the form address, subject of fixed text, every value in both bodies, HTML escaped', () => {
    const mail = notificationMail(everyFieldForm, { email: 'ana@ejemplo.com', textarea: '<img src=x onerror=alert(1)>' }, ctx)!;
    expect(mail).toMatchObject({ to: 'duena@ejemplo.com', replyTo: 'ana@ejemplo.com', subject: 'Nuevo envío del formulario «Contacto»', kind: 'notification' });
    expect(mail.text).toContain('Mensaje:\n<img src=x onerror=alert(1)>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).not.toContain('<img');
    for (const f of valueFields(everyFieldForm)) expect(mail.text).toContain(`${f.label || f.id}:`);
    expect(mail.text).toContain('Contacto (/contacto)');
  });

  it('is not written without a notification address', () => {
    expect(notificationMail({ ...everyFieldForm, notificationEmail: undefined }, {}, ctx)).toBeNull();
  });

  it.each([
    ['ana@ejemplo.com', 'ana@ejemplo.com'],
    ['  ana@ejemplo.com ', 'ana@ejemplo.com'],
    ['ana@ejemplo.com\r\nBcc: x@y.com', null],
    ['no es correo', null],
    ['', null],
  ])('Reply-To from %j → %j', (email, expected) => {
    expect(replyTo(everyFieldForm, { email })).toBe(expected);
  });
});

describe('the confirmation mail', () => {
  it('holds both links, escaped in the HTML', () => {
    const links = { confirm: 'https://pan.example.com/newsletter/confirm?token=a&b', unsubscribe: 'https://pan.example.com/newsletter/unsubscribe?token=c' };
    const mail = confirmationMail(newsletterForm, 'ana@ejemplo.com', links, ctx);
    expect(mail).toMatchObject({ to: 'ana@ejemplo.com', kind: 'confirmation', subject: 'Confirma tu suscripción a Panadería' });
    expect(mail.text).toContain(links.confirm);
    expect(mail.html).toContain('href="https://pan.example.com/newsletter/confirm?token=a&#38;b"');
    expect(mail.text).toContain(links.unsubscribe);
  });
});
