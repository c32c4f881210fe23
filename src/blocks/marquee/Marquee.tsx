import type { CSSProperties, ReactNode } from 'react';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { t } from '../../shared/messages/index.ts';
import { MARQUEE_SERVER_COPIES, waveOffset } from './marquee-motion.ts';
import type { MarqueeData } from './marquee.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** One copy of the running text: each item and its separator; with a wave, one span per letter lifted by waveOffset. */
function Copy({ data }: { data: MarqueeData }) {
  const parts = data.items.flatMap((item) => [item, data.separator ? ` ${data.separator} ` : ' ']);
  if (data.waveIntensity === 0) {
    return <span className="marquee__copy">{parts.map((part, i) => <span key={i} className={i % 2 ? 'marquee__sep' : 'marquee__item'}>{part}</span>)}</span>;
  }
  const letters = [...parts.join('')];
  const nodes: ReactNode[] = letters.map((ch, i) => (
    <span key={i} className="marquee__letter" style={{ '--wave': `${waveOffset(i, letters.length, data.waveFrequency, data.waveIntensity)}em` } as CSSProperties}>
      {ch}
    </span>
  ));
  return <span className="marquee__copy marquee__copy--wave">{nodes}</span>;
}

/**
 * Marquee: the items once for screen readers, then a track of copies (hidden from assistive
 * technology) that the block script moves; a pause button (WCAG 2.2.2), shown by the script
 * only when the text moves. Without the script the first copy stands still.
 */
export function MarqueeBlock({ data }: { id: string; data: MarqueeData }) {
  const spoken = data.items.join(data.separator ? ` ${data.separator} ` : ', ');
  return (
    <div
      className={classList`marquee marquee--${data.size}`}
      {...blockScriptAttributes('marquee')}
      data-direction={data.animationDirection}
      data-speed={data.animationSpeed}
      data-paused-on-hover={data.pausedOnHover ? 'true' : 'false'}
    >
      <p className="visually-hidden">{spoken}</p>
      <div className="marquee__viewport" aria-hidden="true">
        <div className="marquee__track">
          {Array.from({ length: MARQUEE_SERVER_COPIES }, (_, i) => <Copy key={i} data={data} />)}
        </div>
      </div>
      <button type="button" className="marquee__toggle" aria-pressed="false" aria-label={t('effects.marqueePause')} hidden>
        <svg className="marquee__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path className="marquee__icon-pause" d="M4 3h3v10H4zM9 3h3v10H9z" />
          <path className="marquee__icon-play" d="M4 2.5v11l9-5.5z" />
        </svg>
      </button>
    </div>
  );
}
