import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { NAV_DRAWER_ID } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { CartNavLink } from "@/components/ordering/cart/cart-nav-link";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { MenuIcon } from "@/components/ui/icons";
import { SearchBox } from "@/components/catalog/shop/finder/search-box";
import { ShoppingForBar } from "@/components/fitment/vehicles/shopping-for-bar";

/**
 * Navigation bar (a drawer on small screens) with the parts search, footer and scroll-to-top around a public page.
 * Nothing here depends on the visitor, so the page around it can be cached for everyone (the
 * chosen vehicle's bar is drawn in the browser).
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="drawer">
      <input id={NAV_DRAWER_ID} type="checkbox" className="drawer-toggle" aria-label="Menu" />
      <div className="drawer-content flex min-h-screen flex-col">
        <header className="sticky top-0 z-30 border-b border-base-200 bg-base-100/95 backdrop-blur">
          <nav className="navbar mx-auto max-w-7xl flex-wrap px-4" aria-label="Main">
            <div className="navbar-start w-auto gap-1">
              <label
                htmlFor={NAV_DRAWER_ID}
                className="btn btn-ghost btn-square lg:hidden"
                data-testid="nav-drawer-button"
              >
                <MenuIcon className="h-6 w-6" />
                <span className="sr-only">Open menu</span>
              </label>
              <Logo />
            </div>
            {/* Inline from xl; below, on a row of its own under the links. */}
            <div className="order-last w-full pb-1 xl:order-none xl:ml-4 xl:w-auto xl:pb-0">
              <SearchBox id="nav-search" label="Site search" compact chosenVehicle />
            </div>
            {/* Not daisyUI's half width each: signed in, the menu needs more than half at lg. */}
            <div className="navbar-end w-auto grow gap-1">
              <ul className="menu menu-horizontal hidden gap-1 px-1 lg:flex">
                <NavLinks />
              </ul>
              <CartNavLink />
              <ThemeToggle />
            </div>
          </nav>
          <ShoppingForBar />
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
      </div>
      <div className="drawer-side z-50">
        <label htmlFor={NAV_DRAWER_ID} className="drawer-overlay">
          <span className="sr-only">Close menu</span>
        </label>
        <ul
          className="menu min-h-full w-72 gap-1 bg-base-100 p-4 text-base"
          data-testid="nav-drawer"
        >
          <li className="mb-2">
            <Logo />
          </li>
          <NavLinks inDrawer />
        </ul>
      </div>
    </div>
  );
}
