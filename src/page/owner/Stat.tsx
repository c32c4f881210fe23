import { formatNumber } from '../../shared/messages/intl.ts';

/** One headline figure of an owner page (analytics summary, forms mail state): a label and a number. */
export function Stat({ id, label, value }: { id: string; label: string; value: number }) {
  return (
    <li className="owner-stat" id={id}>
      <span className="owner-stat__label">{label}</span>
      <span className="owner-stat__value">{formatNumber(value)}</span>
    </li>
  );
}
