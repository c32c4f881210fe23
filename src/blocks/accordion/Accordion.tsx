import { createElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ACCORDION_ANIMATION_MS, initialOpen, toggleOpen } from './accordion-state.ts';

/** Island props of the accordion: plain JSON, the same on the server and in the browser. */
export interface AccordionProps {
  items: { title: string; html: string }[];
  allowMultipleOpen?: boolean;
  firstItemExpanded?: boolean;
  headingLevel?: 2 | 3 | 4;
}

type Transition = { opening: number[]; closing: number[] };

/**
 * Accordion (§4, WAI-ARIA accordion pattern): each title is a native button in a heading,
 * controlling a region. Rendered on the server and hydrated as an island; ids come from
 * `useId`, so they match when the island uses the block id as `identifierPrefix`.
 */
export function Accordion({ items, allowMultipleOpen = false, firstItemExpanded = false, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState(() => initialOpen(items.length, firstItemExpanded));
  const [closing, setClosing] = useState<number[]>([]);
  const animating = useRef(false);
  const transition = useRef<Transition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panels = useRef<(HTMLDivElement | null)[]>([]);

  const toggle = (index: number) => {
    if (animating.current) return; // §4: clicks during the animation are ignored
    const next = toggleOpen(open, index, allowMultipleOpen);
    const changed = (want: boolean) => next.flatMap((o, i) => (o === want && open[i] !== want ? [i] : []));
    transition.current = { opening: changed(true), closing: changed(false) };
    animating.current = true;
    setOpen(next);
    setClosing(transition.current.closing);
  };

  // After the commit the opening panels are visible and measurable: animate the heights
  // (CSS transition; none under prefers-reduced-motion), then settle after 250 ms.
  useLayoutEffect(() => {
    const run = transition.current;
    if (!run) return;
    transition.current = null;
    const el = (i: number) => panels.current[i];
    for (const i of run.opening) el(i)?.style.setProperty('height', '0px');
    for (const i of run.closing) el(i)?.style.setProperty('height', `${el(i)?.scrollHeight ?? 0}px`);
    void panels.current[0]?.offsetHeight; // commit the start heights before setting the end ones
    for (const i of run.opening) el(i)?.style.setProperty('height', `${el(i)?.scrollHeight ?? 0}px`);
    for (const i of run.closing) el(i)?.style.setProperty('height', '0px');
    timer.current = setTimeout(() => {
      for (const i of [...run.opening, ...run.closing]) el(i)?.style.removeProperty('height');
      animating.current = false;
      setClosing([]);
    }, ACCORDION_ANIMATION_MS);
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="accordion">
      {items.map((item, i) => {
        const buttonId = `${baseId}-button-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div className="accordion__item" data-state={open[i] ? 'open' : 'closed'} key={i}>
            {createElement(
              `h${headingLevel}`,
              { className: 'accordion__heading' },
              <button
                type="button"
                className="accordion__trigger"
                id={buttonId}
                aria-expanded={open[i]}
                aria-controls={panelId}
                onClick={() => toggle(i)}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>,
            )}
            <div
              className="accordion__panel"
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open[i] && !closing.includes(i)}
              ref={(node) => {
                panels.current[i] = node;
              }}
            >
              <div className="accordion__content rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
