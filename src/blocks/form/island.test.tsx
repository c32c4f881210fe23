// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { FormDefinition } from '../../shared/forms/fields.ts';
import { everyFieldForm, newsletterForm } from '../../shared/forms/test-form.ts';
import { FormBlock, NEWSLETTER_EVENT } from './FormBlock.tsx';
import { contact, el, fakeServer, fillContact, form, formIslandPage, happyRoutes, json, props, settle, submit, type } from './test-setup.ts';

// The form island (§3–§5, §7): values and calls, validation, states, the newsletter; key-captcha.test.tsx: the key and the CAPTCHA.
formIslandPage();

describe('form island: values (§3) and the calls (§7)', () => {
  it('collects every field type exactly as §3 says and sends key, then SaveFormSubmission with the page fields', async () => {
    const { calls } = fakeServer(happyRoutes);
    window.history.replaceState({}, '', '/contacto?utm_source=boletin');
    document.title = 'Contacto — Café Altura';
    render(<FormBlock {...props(everyFieldForm)} />);
    const fill: [string, string][] = [
      ['f-text', 'Hola'], ['f-textarea', 'Mensaje corto'], ['f-email', ' ana@ejemplo.com '] /* an email input trims its value itself */, ['f-number', '3'],
      ['f-website', 'www.cafealtura.mx'], ['f-currency', '150.50'], ['f-password', 'secreto'], ['f-twitter', 'cafealtura'],
      ['f-date-day', '5'], ['f-date-month', '3'], ['f-date-year', '2026'], ['f-time-hour', '9'], ['f-time-minute', '30'],
      ['f-name-first', 'Ana'], ['f-name-last', 'Pérez'], ['f-address-line1', 'Colima 187'], ['f-address-city', 'CDMX'],
      ['f-phone-areaCode', '55'], ['f-phone-prefix', '5264'], ['f-phone-line', '1187'],
    ];
    for (const [id, value] of fill) type(id, value);
    fireEvent.change(el<HTMLSelectElement>('f-time-ampm'), { target: { value: 'PM' } });
    fireEvent.change(el<HTMLSelectElement>('f-select'), { target: { value: 'Chile' } });
    fireEvent.click(el('f-radio-1'));
    fireEvent.click(el('f-checkbox-0'));
    fireEvent.click(el('f-checkbox-1'));
    fireEvent.click(el('f-likert-q0-2'));
    await submit();
    await settle();

    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', '/api/form/FormSubmissionKey'],
      ['POST', '/api/form/SaveFormSubmission'],
    ]);
    expect(calls[1].headers['x-csrf-token']).toBe('c1');
    const { form: sent, ...payload } = calls[1].body!;
    expect(payload).toEqual({
      key: 'k-1', formId: everyFieldForm.id, collectionId: 'col1', objectName: 'f', isOverlayForm: false,
      submitButtonText: 'Enviar', pageTitle: 'Contacto — Café Altura', pageId: 'page1', contentSource: 'c', pagePath: '/contacto',
    });
    expect(JSON.parse(sent as string)).toEqual({
      text: 'Hola', textarea: 'Mensaje corto', email: 'ana@ejemplo.com', number: '3', website: 'www.cafealtura.mx',
      currency: '150.50', password: 'secreto', twitter: 'cafealtura',
      date: ['3', '5', '2026'], // month, day, year (FIELD_PARTS order) whatever the order on screen
      time: ['9', '30', '', 'PM'],
      name: ['Ana', 'Pérez'],
      address: ['Colima 187', '', 'CDMX', '', '', ''],
      phone: ['', '55', '5264', '1187'], // 3 parts: the empty leading country element
      radio: 'M',
      checkbox: ['Arte', 'Música'],
      select: 'Chile',
      likert: { '¿Te gustó?': ['2'], '¿Volverías?': [] },
      hidden: 'boletin', // from the query string
    });
  });

  it('a hidden field without its query parameter sends its default; a filled honeypot is sent for the server to judge', async () => {
    const { calls } = fakeServer(happyRoutes);
    render(<FormBlock {...props(everyFieldForm)} />);
    type('f-email', 'ana@ejemplo.com');
    type('f-name-first', 'Ana');
    type('f-company_website', 'http://spam.example');
    await submit();
    await settle();
    const sent = JSON.parse(calls[1].body!.form as string);
    expect(sent.hidden).toBe('directo');
    expect(sent.company_website).toBe('http://spam.example');
  });

  it('calls the form-render census once it renders', () => {
    const { track } = fakeServer(happyRoutes);
    render(<FormBlock {...props()} />);
    expect(track.formRender).toHaveBeenCalledExactlyOnceWith(contact.id);
  });
});

describe('form island: validation in the browser (§5)', () => {
  it('shows the es-419 messages on their fields, marks them invalid, focuses the first, and sends nothing', async () => {
    const { calls } = fakeServer(happyRoutes);
    render(<FormBlock {...props()} />);
    type('f-correo', 'ana@');
    type('f-mensaje', 'x'.repeat(25));
    await submit();

    // The key was asked for when the form got focus; nothing was sent.
    expect(calls.map((c) => c.path)).toEqual(['/api/form/FormSubmissionKey']);
    const error = (id: string) => el(`f-${id}--error`)?.textContent;
    expect(error('nombre')).toBe('Este campo es obligatorio.');
    expect(error('correo')).toBe('El correo electrónico no es válido. Las direcciones de correo electrónico deben seguir el formato nombre@ejemplo.com.');
    expect(error('mensaje')).toBe('Excediste el límite de caracteres.');
    for (const id of ['f-nombre-first', 'f-nombre-last', 'f-correo', 'f-mensaje']) {
      expect(el(id).getAttribute('aria-invalid'), id).toBe('true');
      expect(el(id).getAttribute('aria-describedby'), id).toContain(id.replace(/-(first|last)$/, '') + '--error');
    }
    expect(document.activeElement).toBe(el('f-nombre-first'));
    expect(screen.getByText('Uno o más campos no son válidos. Revisa tus entradas.')).toBeTruthy();
    expect(screen.getByText('Hay errores más arriba. Desplázate hacia arriba para revisarlos.')).toBeTruthy();
  });

  it('a required time left empty is an error: a.m./p.m. starts empty, so nothing looks filled in', async () => {
    fakeServer(happyRoutes);
    render(<FormBlock {...props(v.parse(FormDefinition, { id: contact.id, name: 'Cita', fields: [{ type: 'time', id: 'hora', label: 'Hora', required: true }] }))} />);
    expect(el<HTMLSelectElement>('f-hora-ampm').value).toBe('');
    await submit();
    expect(el('f-hora--error').textContent).toBe('Este campo es obligatorio.');
  });

  it('the textarea counter follows the text and turns to its error style over the limit', () => {
    fakeServer(happyRoutes);
    render(<FormBlock {...props()} />);
    const counter = el('f-mensaje--counter');
    expect(counter.textContent).toBe('0 / 20');
    type('f-mensaje', 'Hola 👋');
    expect(counter.textContent).toBe('6 / 20');
    expect(counter.classList.contains('form-field__counter--over')).toBe(false);
    type('f-mensaje', 'x'.repeat(21));
    expect(counter.textContent).toBe('21 / 20');
    expect(counter.classList.contains('form-field__counter--over')).toBe(true);
  });

  it('with validation disabled the §5 rules are skipped and the server decides', async () => {
    const { calls } = fakeServer(happyRoutes);
    render(<FormBlock {...props({ ...contact, disableValidation: true })} />);
    type('f-correo', 'ana@');
    await submit();
    await settle();
    expect(calls.map((c) => c.path)).toContain('/api/form/SaveFormSubmission');
  });

  it('fixing the errors and sending again clears them', async () => {
    fakeServer(happyRoutes);
    render(<FormBlock {...props()} />);
    await submit();
    expect(el('f-correo--error')).not.toBeNull();
    fillContact();
    await submit();
    await settle();
    expect(el('f-correo--error')).toBeNull();
    expect(screen.getByText('¡Gracias por escribirnos!')).toBeTruthy();
  });
});

describe('form island: states (§4)', () => {
  it('idle → submitting (locked, in-progress text) → success (the form hidden, the text shown and focused, post-submit HTML)', async () => {
    let release!: () => void;
    const { calls } = fakeServer({
      ...happyRoutes,
      '/api/form/SaveFormSubmission': () => new Promise((resolve) => (release = () => resolve(json(200, { status: 'ok' })))),
    });
    render(<FormBlock {...props()} />);
    const button = screen.getByRole('button');
    expect(button.hasAttribute('disabled')).toBe(false); // enabled once hydrated
    expect(button.textContent).toBe('Enviar');
    fillContact();
    await submit();
    await settle();
    expect(button.textContent).toBe('Enviando…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(form().getAttribute('aria-busy')).toBe('true');

    // One submission at a time: a second submit while sending does nothing.
    await submit();
    await settle();
    expect(calls.filter((c) => c.path === '/api/form/FormSubmissionKey')).toHaveLength(1);

    await act(async () => release());
    await settle();
    expect(document.querySelector('form')).toBeNull();
    const success = document.querySelector('.form-block__success')!;
    expect(success.textContent).toContain('¡Gracias por escribirnos!');
    expect(success.querySelector('strong')!.textContent).toBe('Te respondemos pronto.');
    expect(document.activeElement).toBe(success);
  });

  it('the default submission text when the owner left it empty', async () => {
    fakeServer(happyRoutes);
    render(<FormBlock {...props({ ...contact, submissionText: '', postSubmitHtml: undefined })} />);
    fillContact();
    await submit();
    await settle();
    expect(document.querySelector('.form-block__success')!.textContent).toBe('¡Gracias! Recibimos tu mensaje.');
  });

  it('redirects to the configured success address instead of showing the text', async () => {
    fakeServer(happyRoutes);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/contacto', search: '', href: 'http://localhost:3000/contacto', assign });
    render(<FormBlock {...props({ ...contact, successRedirect: '/gracias' })} />);
    fillContact();
    await submit();
    await settle();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/gracias');
  });

  it('a 400 with errors by field shows each on its field, unlocks, and focuses the first', async () => {
    fakeServer({
      ...happyRoutes,
      '/api/form/SaveFormSubmission': () => json(400, { error: 'La solicitud no es válida.', code: 'badRequest', errors: { correo: 'Ese correo no existe.' } }),
    });
    render(<FormBlock {...props()} />);
    fillContact();
    await submit();
    await settle();
    expect(el('f-correo--error').textContent).toBe('Ese correo no existe.');
    expect(el('f-correo').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(el('f-correo'));
    expect(screen.getByRole('button').textContent).toBe('Enviar');
    expect(screen.getByText('Hay errores más arriba. Desplázate hacia arriba para revisarlos.')).toBeTruthy();
  });

  it('a 400 error on a field that cannot show it (hidden, unknown) becomes the form message, focused', async () => {
    fakeServer({
      ...happyRoutes,
      '/api/form/SaveFormSubmission': () => json(400, { error: 'x', code: 'formInvalid', errors: { hidden: 'El valor de este campo no es válido.' } }),
    });
    render(<FormBlock {...props(everyFieldForm)} />);
    type('f-email', 'ana@ejemplo.com');
    type('f-name-first', 'Ana');
    await submit();
    await settle();
    const shown = screen.getByText('El valor de este campo no es válido.');
    expect(shown.classList.contains('form-block__message')).toBe(true);
    expect(document.activeElement).toBe(shown);
  });

  it.each([
    [401, 'No se pudo enviar el formulario. Intenta nuevamente más tarde.'],
    [404, 'Este formulario aún no está configurado.'],
    [429, 'Se superó el límite de envíos. Intenta nuevamente más tarde.'],
    [500, 'No se pudo enviar el formulario. Intenta nuevamente más tarde.'],
  ])('%i: the §8 message, focused, and the form can be sent again', async (status, message) => {
    const { calls } = fakeServer({ ...happyRoutes, '/api/form/SaveFormSubmission': () => json(status, { error: 'x', code: 'x' }) });
    render(<FormBlock {...props()} />);
    fillContact();
    await submit();
    await settle();
    const shown = screen.getByText(message);
    expect(document.activeElement).toBe(shown);
    await submit();
    await settle();
    expect(calls.filter((c) => c.path === '/api/form/SaveFormSubmission')).toHaveLength(2);
  });

  it('a 400 without errors shows its error text; a failed key the key message, without saving', async () => {
    fakeServer({ ...happyRoutes, '/api/form/SaveFormSubmission': () => json(400, { error: 'La clave de envío ya se usó.', code: 'badRequest' }) });
    render(<FormBlock {...props()} />);
    fillContact();
    await submit();
    await settle();
    expect(screen.getByText('La clave de envío ya se usó.')).toBeTruthy();
    cleanup();

    const second = fakeServer({ '/api/form/FormSubmissionKey': () => json(500, { error: 'x', code: 'internalError' }) });
    render(<FormBlock {...props()} />);
    fillContact();
    await submit();
    await settle();
    expect(screen.getByText('No se pudo obtener una clave de envío de formulario. Intenta nuevamente más tarde.')).toBeTruthy();
    expect(second.calls.map((c) => c.path)).not.toContain('/api/form/SaveFormSubmission');
  });

  it('a key refused for too many calls (429) gives the §8 rate-limit text', async () => {
    fakeServer({ '/api/form/FormSubmissionKey': () => json(429, { error: 'x', code: 'rateLimited' }) });
    render(<FormBlock {...props()} />);
    fillContact();
    await submit();
    await settle();
    expect(screen.getByText('Se superó el límite de envíos. Intenta nuevamente más tarde.')).toBeTruthy();
  });
});

describe('newsletter island', () => {
  it('fires vitrina:newsletter-subscribe and a tracking event on success, and shows its own text', async () => {
    const { track } = fakeServer(happyRoutes);
    const events: Event[] = [];
    const listener = (e: Event) => events.push(e);
    window.addEventListener(NEWSLETTER_EVENT, listener);
    render(<FormBlock {...props(newsletterForm)} />);
    expect(screen.getByRole('button').textContent).toBe('Suscribirme');
    type('f-email', 'ana@ejemplo.com');
    await submit();
    await settle();
    window.removeEventListener(NEWSLETTER_EVENT, listener);
    expect(events).toHaveLength(1);
    expect((events[0] as CustomEvent).detail).toEqual({ formId: newsletterForm.id, blockId: 'f' });
    expect(track.event).toHaveBeenCalledWith('newsletter-subscribe', { formId: newsletterForm.id });
    expect(document.querySelector('.form-block__success')!.textContent).toContain('¡Gracias por suscribirte!');
  });

  it('without double opt-in the default text does not ask to confirm by mail', async () => {
    fakeServer(happyRoutes);
    render(<FormBlock {...props({ ...newsletterForm, doubleOptIn: false })} />);
    type('f-email', 'ana@ejemplo.com');
    await submit();
    await settle();
    expect(document.querySelector('.form-block__success')!.textContent).toBe('¡Gracias por suscribirte! Pronto recibirás nuestras novedades.');
  });

  it('an empty email is an error on the field, without the errors-above notice (§8: not for newsletters)', async () => {
    fakeServer(happyRoutes);
    render(<FormBlock {...props(newsletterForm)} />);
    await submit();
    expect(el('f-email--error').textContent).toBe('Este campo es obligatorio.');
    expect(document.querySelector('.form-block__notice')).toBeNull();
    expect(document.activeElement).toBe(el('f-email'));
  });
});
