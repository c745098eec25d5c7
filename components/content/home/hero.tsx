import { Picture } from "@/components/ui/picture";
import { HeroVehicleIsland } from "@/components/fitment/vehicles/hero-vehicle-island";

const brands = [
  "Toyota",
  "Ford",
  "Honda",
  "BMW",
  "Mercedes-Benz",
  "Volkswagen",
  "Nissan",
  "Hyundai",
];

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-base-200 to-base-100" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="font-semibold tracking-widest text-primary uppercase">
            Bulk parts since 1992
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
            Find Parts That Fit Your Vehicle
          </h1>
          <p className="mt-5 text-lg text-base-content/75">
            Brakes, filters, ignition, belts and suspension for {brands.slice(0, -1).join(", ")} and{" "}
            {brands.at(-1)}, in workshop quantities at wholesale prices.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Brands we stock parts for">
            {brands.map((brand) => (
              <li key={brand} className="badge badge-outline badge-lg">
                {brand}
              </li>
            ))}
          </ul>
          <HeroVehicleIsland />
        </div>
        <Picture
          src="/images/hero.svg"
          alt="A car with its brake disc, wheel and engine parts laid out around it"
          width={800}
          height={500}
          eager
          className="w-full"
        />
      </div>
    </section>
  );
}
