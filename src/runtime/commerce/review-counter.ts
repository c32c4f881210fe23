/**
 * The characters left under a review's text on the reviews request page (docs/commerce-reviews.md):
 * comfort only — the page works without it and the server enforces the maximum. Fetched by the
 * runtime only on a page with such a text area. The hint is the text area's description
 * (aria-describedby), read with it; it is not a live region, so typing stays quiet.
 */
import { reviewMessages } from '../../shared/messages/reviews.ts';
import { REVIEW_COUNTER_ATTR, REVIEW_COUNTER_SELECTOR } from '../../shared/reviews.ts';

/** What the counter says for `left` characters (negative: over the maximum). */
export function counterText(left: number): string {
  const n = Math.abs(left);
  const template = left < 0 ? (n === 1 ? reviewMessages['reviews.counterOverOne'] : reviewMessages['reviews.counterOverOther']) : n === 1 ? reviewMessages['reviews.counterOne'] : reviewMessages['reviews.counterOther'];
  return template.replace('#', n.toLocaleString('es-419'));
}

/** Ties every review text area of the page to its counter (`{id}-count`). */
export function startReviewCounters(doc: Document = document): void {
  for (const area of doc.querySelectorAll<HTMLTextAreaElement>(REVIEW_COUNTER_SELECTOR)) {
    const max = Number(area.getAttribute(REVIEW_COUNTER_ATTR));
    const hint = doc.getElementById(`${area.id}-count`);
    if (!hint || !(max > 0)) continue;
    const update = () => {
      hint.textContent = counterText(max - area.value.length);
      hint.classList.toggle('checkout-field__error', area.value.length > max);
    };
    area.addEventListener('input', update);
    update();
  }
}

startReviewCounters();
