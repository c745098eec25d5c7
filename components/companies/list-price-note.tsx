import { yourPriceText } from "@/domains/companies/company-price-texts";

/**
 * "Your price 8.90$, list 9.29$": what a company's member pays beside the public price, from a
 * personal answer (the cart, quick order, the price island); nothing when `listPrice` is null.
 */
export function ListPriceNote({
  price,
  listPrice,
  className = "",
}: {
  price: number;
  listPrice: number | null;
  className?: string;
}) {
  return listPrice === null ? null : (
    <span className={`block text-sm font-semibold ${className}`} data-testid="your-price">
      {yourPriceText(price, listPrice)}
    </span>
  );
}
