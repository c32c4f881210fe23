import type { QuoteData } from './quote.schema.ts';

/** Quote block: the quotation and, when given, who said it. */
export function QuoteBlock({ data }: { data: QuoteData }) {
  return (
    <figure className="quote-block">
      <blockquote className="quote-block__text">
        <p>{data.text}</p>
      </blockquote>
      {data.source ? (
        <figcaption className="quote-block__source">
          <cite>{data.source}</cite>
        </figcaption>
      ) : null}
    </figure>
  );
}
