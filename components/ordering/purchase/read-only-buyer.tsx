/** The signed-in buyer, as the order will carry them. */
export interface Buyer {
  uid: string;
  name: string;
  email: string;
}

/** Name and email come from the account and cannot be changed here (spec: read-only). */
export function ReadOnlyBuyer({ buyer }: { buyer: Buyer }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Name</span>
        <input className="input w-full" value={buyer.name} readOnly autoComplete="name" />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Email</span>
        <input
          type="email"
          className="input w-full"
          value={buyer.email}
          readOnly
          autoComplete="email"
        />
      </label>
    </div>
  );
}
