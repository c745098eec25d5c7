import { SEARCH_TEXT_MAX } from "@/lib/validation/limits";
import { ChosenVehicleField } from "./chosen-vehicle-field";
import { SearchInput } from "./search-input";

/**
 * A search form: a GET to /allParts with `q`, so it works without JavaScript and each search
 * has its own address. `id` names the field (the page may show more than one box); `keep` are
 * the parameters a new search keeps (the vehicle the shop's results are for); `chosenVehicle`
 * sends the vehicle chosen in this browser instead (the navigation's box).
 */
export function SearchBox({
  id,
  label,
  defaultValue,
  compact = false,
  keep = [],
  chosenVehicle = false,
}: {
  id: string;
  /** Names the search landmark apart from the other box on the page. */
  label: string;
  defaultValue?: string;
  compact?: boolean;
  keep?: [string, string][];
  chosenVehicle?: boolean;
}) {
  return (
    <form
      action="/allParts"
      method="get"
      role="search"
      aria-label={label}
      className={`relative flex ${compact ? "w-full xl:w-56" : "w-full max-w-xl"}`}
    >
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {chosenVehicle ? <ChosenVehicleField /> : null}
      <label htmlFor={id} className="sr-only">
        Search parts
      </label>
      <SearchInput
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={compact ? "Part no. or name" : "Part number or name"}
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX}
        enterKeyHint="search"
        className={`input w-full ${compact ? "input-sm" : ""}`}
      />
      <button type="submit" className={`btn btn-primary ml-1 ${compact ? "btn-sm" : ""}`}>
        Search
      </button>
    </form>
  );
}
