/** The OEM and interchange numbers the part replaces: what a buyer may be searching for. */
export function PartOemNumbers({ oemNumbers }: { oemNumbers: string[] }) {
  if (oemNumbers.length === 0) return null;
  return (
    <section aria-labelledby="part-oem-title">
      <h2 id="part-oem-title" className="mb-3 text-2xl font-bold">
        OEM numbers
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="oem-numbers">
        {oemNumbers.map((number) => (
          <li key={number} className="badge badge-outline badge-lg font-mono">
            {number}
          </li>
        ))}
      </ul>
    </section>
  );
}
