import Link from "next/link";
import { Picture } from "@/components/ui/picture";

const promos = [
  {
    image: "brakes",
    title: "Brake season stock-up",
    text: "Pads, rotors and calipers by the case for busy workshops.",
  },
  {
    image: "filters",
    title: "Filters by the pallet",
    text: "Oil, air, cabin and fuel filters at fleet prices.",
  },
  {
    image: "engine",
    title: "Engine essentials",
    text: "Spark plugs, coils, belts and pumps, ready to ship.",
  },
] as const;

export function PromoBanners() {
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 md:grid-cols-3" aria-label="Offers">
      {promos.map((promo) => (
        <Link
          key={promo.image}
          href="/allParts"
          className="group relative block overflow-hidden rounded-box bg-neutral text-neutral-content shadow"
        >
          <Picture
            src={`/images/promo/${promo.image}.svg`}
            alt=""
            width={600}
            height={300}
            className="h-48 w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <div className="absolute inset-0 flex flex-col justify-center bg-gradient-to-r from-black/80 via-black/50 to-transparent p-6 text-white">
            <h3 className="text-xl font-bold">{promo.title}</h3>
            <p className="mt-1 max-w-[16rem] text-sm">{promo.text}</p>
            <span className="mt-3 text-sm font-semibold underline">Shop now</span>
          </div>
        </Link>
      ))}
    </section>
  );
}
