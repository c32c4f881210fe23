import type { CSSProperties } from 'react';
import { maskViewBox, parseViewBox, SHAPE_MIDDLES, SHAPE_PATHS } from '../../shared/effects/shapes.ts';
import { DROP_SHADOW_PARSE_ERROR, dropShadowFilter, parseDropShadow } from './drop-shadow.ts';
import type { ShapeData } from './shape.schema.ts';
import { classList } from '../../ui/class-list.ts';

const THEME: Record<string, string> = { accent: 'var(--accent)', ink: 'var(--fg)', soft: 'var(--fg-soft)' };

/** The CSS colour of a shape: a theme colour's variable, or its own hex colour. */
export const shapeColor = (color: string) => THEME[color] ?? color;

/**
 * Shape block: the shape's path, centred, scaled into its view box (the mask's by default), stroked in
 * its colour, with its drop shadow as a CSS filter. Decorative unless it has a label.
 */
export function ShapeBlock({ data }: { data: ShapeData }) {
  const [x, y, w, h] = parseViewBox(data.viewBox ?? maskViewBox(data.mask))!;
  let filter: string | undefined;
  if (data.dropShadow !== undefined) {
    const shadow = parseDropShadow(data.dropShadow);
    if (shadow) filter = dropShadowFilter(shadow);
    else console.warn(DROP_SHADOW_PARSE_ERROR, JSON.stringify(data.dropShadow));
  }
  const style = { aspectRatio: `${w} / ${h}`, '--shape-color': shapeColor(data.color), '--shape-stroke': `${data.strokeWidth}px`, filter } as CSSProperties;
  const a11y = data.label ? { role: 'img', 'aria-label': data.label } : { 'aria-hidden': true as const };
  return (
    <div className={classList`shape-block shape-block--${data.shape}`} style={style}>
      <svg className="shape-block__svg" viewBox={`${x} ${y} ${w} ${h}`} focusable="false" {...a11y}>
        <g transform={`translate(${x} ${y}) scale(${w / 100} ${h / 100}) translate(0 ${50 - SHAPE_MIDDLES[data.shape]})`}>
          <path d={SHAPE_PATHS[data.shape]} vectorEffect="non-scaling-stroke" strokeLinecap={data.caps} strokeLinejoin="round" />
        </g>
      </svg>
    </div>
  );
}
