import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { blockSchemas } from '../schemas.ts';
import { EmailFooterData } from './email-footer.schema.ts';
import { MessageLinkData } from '../message-link/message-link.schema.ts';

function render(type: number, input: unknown) {
  const def = blockDefinition(type)!;
  return renderStaticMarkup(<>{def.render!({ id: 'e', data: v.parse(def.data, input) }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}

describe('email footer block (57)', () => {
  it('schema', () => {
    expect(v.parse(EmailFooterData, {})).toEqual({ senderName: '', address: '', note: '', unsubscribeUrl: '' });
    expect(v.safeParse(EmailFooterData, { note: 'x'.repeat(601) }).success).toBe(false);
    expect(v.safeParse(EmailFooterData, { address: 3 }).success).toBe(false);
  });
  it('sender, address lines, note and the unsubscribe link; owner text is text', () => {
    const html = render(BlockType.EMAIL_FOOTER, {
      senderName: 'Café Altura',
      address: 'Calle Colima 187\n\nCiudad de México',
      note: 'Recibes este correo porque te suscribiste. <b>no</b>',
      unsubscribeUrl: 'mailto:hola@cafealtura.mx?subject=Baja',
    });
    expect(html).toContain('role="group" aria-label="Pie del correo"');
    expect(html).toContain('<address class="email-footer__address"><strong>Café Altura</strong><span>Calle Colima 187</span><span>Ciudad de México</span></address>');
    expect(html).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(html).toContain('<a href="mailto:hola@cafealtura.mx?subject=Baja">Cancelar suscripción</a>');
  });
  it('an unsafe unsubscribe URL shows no link; an empty footer renders nothing', () => {
    expect(render(BlockType.EMAIL_FOOTER, { senderName: 'A', unsubscribeUrl: 'javascript:alert(1)' })).not.toContain('href=');
    expect(render(BlockType.EMAIL_FOOTER, {})).toBe('');
  });
});

describe('in-browser message link block (58)', () => {
  it('schema', () => {
    expect(v.parse(MessageLinkData, { url: '/blog/x' })).toEqual({ url: '/blog/x', label: '', align: 'center' });
    expect(v.safeParse(MessageLinkData, {}).success).toBe(false);
    expect(v.safeParse(MessageLinkData, { url: '/x', align: 'top' }).success).toBe(false);
  });
  it('«Ver este correo en el navegador» to its URL, or the owner label', () => {
    expect(render(BlockType.IN_BROWSER_MESSAGE_LINK, { url: '/blog/cosecha' })).toBe('<p class="message-link message-link--center"><a href="/blog/cosecha">Ver este correo en el navegador</a></p>');
    expect(render(BlockType.IN_BROWSER_MESSAGE_LINK, { url: 'https://a.example/m/1', label: 'Abrir en la web' })).toContain('<a href="https://a.example/m/1">Abrir en la web</a>');
  });
  it('an unsafe URL renders nothing', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'mailto:a@b.mx']) expect(render(BlockType.IN_BROWSER_MESSAGE_LINK, { url }), url).toBe('');
  });
});

describe('publish warnings of the newsletter blocks', () => {
  const warn = (type: number, data: unknown) => blockSchemas.warnings!(type, v.parse(blockDefinition(type)!.data, data));
  it('an unsafe link is named to the owner; a good one says nothing', () => {
    expect(warn(BlockType.IN_BROWSER_MESSAGE_LINK, { url: 'javascript:alert(1)' })).toEqual([
      'El enlace «javascript:alert(1)» no se muestra: debe ser una dirección http(s) o una página del sitio (/…).',
    ]);
    expect(warn(BlockType.IN_BROWSER_MESSAGE_LINK, { url: '/blog/x' })).toEqual([]);
    expect(warn(BlockType.EMAIL_FOOTER, { unsubscribeUrl: 'data:x' })).toHaveLength(1);
    expect(warn(BlockType.EMAIL_FOOTER, { unsubscribeUrl: 'mailto:a@b.mx' })).toEqual([]);
    expect(warn(BlockType.EMAIL_FOOTER, {})).toEqual([]);
  });
});
