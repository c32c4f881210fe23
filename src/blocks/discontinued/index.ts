import { createElement } from 'react';
import { t } from '../../shared/messages/index.ts';
import { defineBlock } from '../types.ts';
import { discontinuedLink } from './discontinued.schema.ts';
import meta from './meta.ts';

/**
 * A discontinued third-party block: no script and no frame of the old service (nothing to add to
 * the page's security policy); a plain link where its data has one, otherwise nothing.
 */
export default defineBlock(meta, {
  render: ({ data }) => {
    const url = discontinuedLink(data);
    if (!url) return null;
    return createElement('p', { className: 'discontinued-block' }, createElement('a', { href: url.href, rel: 'noopener noreferrer' }, t('blocks.discontinuedLink', { host: url.host })));
  },
});
