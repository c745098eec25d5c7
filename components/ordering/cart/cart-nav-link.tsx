"use client";

import Link from "next/link";
import { CartIcon } from "@/components/ui/icons";
import { useNavUserName } from "@/components/layout/use-nav-user-name";
import { useCart } from "@/domains/ordering/client";
import { useGuestCart } from "@/domains/ordering/client";
import { useIdle } from "@/lib/client/use-idle";
import { cartButtonTexts } from "@/domains/ordering/cart-button-texts";

/** The customer's line count comes from their cart on the server, asked once the page is idle. */
function AccountCount() {
  const { cart } = useCart({ load: useIdle() });
  return <Badge count={cart?.count ?? 0} />;
}

/** A guest's comes from the browser, without a request. */
function GuestCount() {
  return <Badge count={useGuestCart().length} />;
}

function Badge({ count }: { count: number }) {
  return (
    <>
      <span className="sr-only">{cartButtonTexts.navLabel(count)}</span>
      {count > 0 && (
        <span
          className="badge badge-primary badge-xs indicator-item font-semibold"
          aria-hidden="true"
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </>
  );
}

/** The cart in the navigation bar, with how many lines it holds. */
export function CartNavLink() {
  const signedIn = useNavUserName() !== null;
  return (
    <Link href="/cart" className="btn btn-ghost btn-square indicator" data-testid="cart-link">
      <CartIcon className="h-6 w-6" />
      {signedIn ? <AccountCount /> : <GuestCount />}
    </Link>
  );
}
