/**
 * The characters left under a review's text on the reviews request page (docs/commerce-reviews.md):
 * comfort only — the page works without it and the server enforces the maximum. A chrome part
 * (`data-chrome="review-counter"` on the text area): fetched by the chrome script only on a page with one. The hint is the text area's description
 * (aria-describedby), read with it; it is not a live region, so typing stays quiet.
 */
import { reviewMessages } from '../../shared/messages/reviews.ts';
import { REVIEW_COUNTER_ATTR } from '../../shared/reviews.ts';

/** What the counter says for `left` characters (negative: over the maximum). */
export function counterText(left: number): string {
  const n = Math.abs(left);
  const template = left < 0 ? (n === 1 ? reviewMessages['reviews.counterOverOne'] : reviewMessages['reviews.counterOverOther']) : n === 1 ? reviewMessages['reviews.counterOne'] : reviewMessages['reviews.counterOther'];
  return template.replace('#', n.toLocaleString('es-419'));
}

/** Ties a review's text area to its counter (`{id}-count`): the chrome part's start. */
export function start(area: HTMLElement): void {
  if (!(area instanceof HTMLTextAreaElement)) return;
  const max = Number(area.getAttribute(REVIEW_COUNTER_ATTR));
  const hint = area.ownerDocument.getElementById(`${area.id}-count`);
  if (!hint || !(max > 0)) return;
  const update = () => {
    hint.textContent = counterText(max - area.value.length);
    hint.classList.toggle('checkout-field__error', area.value.length > max);
  };
  area.addEventListener('input', update);
  update();
}
