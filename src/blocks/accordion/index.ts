import { defineBlock } from '../types.ts';
import { Accordion, type AccordionProps } from './Accordion.tsx';
import type { AccordionData } from './accordion.schema.ts';
import meta from './meta.ts';

/** The island props of an accordion block: only what the component reads, as JSON. */
export function accordionProps(data: AccordionData): Required<AccordionProps> {
  return {
    items: data.items.map(({ title, html }) => ({ title, html })),
    allowMultipleOpen: data.allowMultipleOpen,
    firstItemExpanded: data.firstItemExpanded,
    headingLevel: data.headingLevel,
  };
}

/** Accordion block (type 69): an island, hydrated from `accordion.island.tsx`. */
export default defineBlock(meta, {
  island: { Component: Accordion, props: ({ data }) => accordionProps(data) },
});
