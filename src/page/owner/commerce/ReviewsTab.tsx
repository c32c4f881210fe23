import { t } from '../../../shared/messages/index.ts';

/** «Reseñas», the store area's third tab. */
export function ReviewsTab({ current }: { current: boolean }) {
  return (
    <li>
      <a href="/config/commerce/resenas" aria-current={current ? 'page' : undefined}>
        {t('reviews.ownerTab')}
      </a>
    </li>
  );
}
