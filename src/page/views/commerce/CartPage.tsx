import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { COMMERCE_PATHS } from '../../../shared/commerce.ts';
import type { MediaRef } from '../../../ui/media-ref.ts';
import { ResponsiveImage } from '../../../ui/ResponsiveImage.tsx';

/** One line of the cart page: the catalogue's variant, its quantity, and how many it may hold now. */
export interface CartPageLine {
  itemId: string;
  sku: string;
  title: string;
  variantLabel: string;
  href: string;
  media?: MediaRef;
  unitPriceCents: number;
  quantity: number;
  /** Most units this line may hold now (the stock, at most the cart's limit). */
  max: number;
}

/** What the cart page (§2 type 200, docs/commerce.md "Cart") shows. */
export interface CartPageProps {
  currency: string;
  lines: CartPageLine[];
  /** Entries whose product is gone or hidden: shown as not available, with a way to remove them. */
  gone: Array<{ itemId: string; sku: string }>;
  subtotalCents: number;
  /** The crumb of the page's forms. */
  crumb: string;
  /** «Seguir comprando»: the store's page, else the home page. */
  storeHref: string;
  /** A refused change, or the §2 alert: the error summary, focused on load. */
  error?: string;
  /** The sku the error is about: its quantity field is marked and described by the error. */
  errorSku?: string;
}

const IMAGE_SIZES = '(max-width: 799px) 80px, 112px';
const ERROR_ID = 'cart-error';

/** The hidden fields of a line's form. */
function LineFields({ crumb, action, itemId, sku }: { crumb: string; action: 'update' | 'remove'; itemId: string; sku: string }) {
  return (
    <>
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="sku" value={sku} />
    </>
  );
}

/** A line: image, title (linked), variant, unit price, the quantity form, «Quitar», the line's amount. */
function CartLineView({ line, index, props }: { line: CartPageLine; index: number; props: CartPageProps }) {
  const id = `cart-line-${index}`;
  const invalid = props.errorSku === line.sku && props.error !== undefined;
  const short = line.quantity > line.max;
  const described = [`${id}-title`, short ? `${id}-warning` : '', invalid ? ERROR_ID : ''].filter(Boolean).join(' ');
  return (
    <li className="cart-line">
      <a className="cart-line__media" href={line.href} tabIndex={-1} aria-hidden="true">
        {line.media ? <ResponsiveImage media={line.media} sizes={IMAGE_SIZES} ratio={1} width={112} alt="" /> : <span className="cart-line__placeholder" />}
      </a>
      <div className="cart-line__info">
        <h2 className="cart-line__title" id={`${id}-title`}>
          <a href={line.href}>{line.title}</a>
        </h2>
        {line.variantLabel ? <p className="cart-line__variant">{line.variantLabel}</p> : null}
        <p className="cart-line__price">{t('commerce.cartUnitPrice', { price: formatMoney(line.unitPriceCents, props.currency) })}</p>
        {short ? (
          <p className="cart-line__warning" id={`${id}-warning`}>
            {t('commerce.cartStockLeft', { count: line.max })}
          </p>
        ) : null}
      </div>
      <form className="cart-line__quantity" method="post" action={COMMERCE_PATHS.cart}>
        <LineFields crumb={props.crumb} action="update" itemId={line.itemId} sku={line.sku} />
        <label htmlFor={`${id}-quantity`}>{t('commerce.cartQuantity')}</label>
        <span className="cart-line__stepper">
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={Math.max(line.max, line.quantity)}
            step={1}
            defaultValue={line.quantity}
            required
            aria-invalid={invalid ? true : undefined}
            aria-describedby={described}
          />
          <button type="submit" className="btn btn--secondary btn--small" aria-describedby={`${id}-title`}>
            {t('commerce.cartUpdate')}
          </button>
        </span>
      </form>
      <p className="cart-line__total">
        <span className="visually-hidden">{t('commerce.cartLineTotal')}: </span>
        {formatMoney(line.unitPriceCents * line.quantity, props.currency)}
      </p>
      <form className="cart-line__remove" method="post" action={COMMERCE_PATHS.cart}>
        <LineFields crumb={props.crumb} action="remove" itemId={line.itemId} sku={line.sku} />
        <button type="submit" className="btn btn--tertiary btn--small" aria-describedby={`${id}-title`}>
          {t('commerce.cartRemove')}
        </button>
      </form>
    </li>
  );
}

/** An entry whose product is gone: said so, with «Quitar». */
function GoneLine({ entry, index, crumb }: { entry: { itemId: string; sku: string }; index: number; crumb: string }) {
  const id = `cart-gone-${index}`;
  return (
    <li className="cart-line cart-line--gone">
      <span className="cart-line__media" aria-hidden="true">
        <span className="cart-line__placeholder" />
      </span>
      <div className="cart-line__info">
        <h2 className="cart-line__title" id={`${id}-title`}>
          {t('commerce.cartGoneTitle', { sku: entry.sku })}
        </h2>
        <p className="cart-line__warning">{t('commerce.cartGoneText')}</p>
      </div>
      <form className="cart-line__remove" method="post" action={COMMERCE_PATHS.cart}>
        <LineFields crumb={crumb} action="remove" itemId={entry.itemId} sku={entry.sku} />
        <button type="submit" className="btn btn--tertiary btn--small" aria-describedby={`${id}-title`}>
          {t('commerce.cartRemove')}
        </button>
      </form>
    </li>
  );
}

/**
 * The cart page's body (under the page's heading): its lines, each with its own small forms that
 * work without script, the subtotal and the way to the checkout; the empty state when there is
 * nothing. An error (a refused change, the §2 alert) is a summary at the top, focused on load.
 */
export function CartPage(props: CartPageProps) {
  const { lines, gone } = props;
  return (
    <div className="cart">
      {props.error ? (
        <div className="cart-alert" role="alert" id={ERROR_ID} tabIndex={-1} autoFocus>
          {props.error}
        </div>
      ) : null}
      {lines.length === 0 && gone.length === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty__text">{t('commerce.cartEmpty')}</p>
          <a className="btn btn--primary btn--medium" href={props.storeHref}>
            {t('commerce.continueShopping')}
          </a>
        </div>
      ) : (
        <div className="cart__layout">
          <ul className="cart-lines" aria-label={t('commerce.cartLines')}>
            {lines.map((line, i) => (
              <CartLineView key={line.sku} line={line} index={i} props={props} />
            ))}
            {gone.map((entry, i) => (
              <GoneLine key={entry.sku} entry={entry} index={i} crumb={props.crumb} />
            ))}
          </ul>
          {lines.length > 0 ? (
            <aside className="cart-summary" aria-labelledby="cart-summary-title">
              <h2 className="cart-summary__title" id="cart-summary-title">
                {t('commerce.cartSummary')}
              </h2>
              <dl className="cart-summary__figures">
                <div>
                  <dt>{t('commerce.cartSubtotal')}</dt>
                  <dd>{formatMoney(props.subtotalCents, props.currency)}</dd>
                </div>
              </dl>
              <p className="cart-summary__note">{t('commerce.cartTaxesNote')}</p>
              <a className="btn btn--primary btn--large cart-summary__checkout" href={COMMERCE_PATHS.gotoCheckout}>
                {t('commerce.checkoutButton')}
              </a>
              <a className="cart-summary__continue" href={props.storeHref}>
                {t('commerce.continueShopping')}
              </a>
            </aside>
          ) : null}
        </div>
      )}
    </div>
  );
}
