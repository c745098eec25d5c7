import type { FitmentJson } from "@/domains/fitment/fitment-json";
import { fitmentRanges, yearSpan } from "@/domains/fitment/fitment-ranges-json";

const row = (year: number, overrides: Partial<FitmentJson["vehicle"]> = {}, extra = {}) => ({
  vehicle: {
    _id: `v${year}`,
    year,
    make: "Ford",
    model: "F-150",
    submodel: null,
    engine: null,
    ...overrides,
  },
  position: "Front",
  quantity: 1,
  note: null,
  ...extra,
});

describe("fitmentRanges", () => {
  it("collapses consecutive years of one vehicle and detail into one range", () => {
    const ranges = fitmentRanges([row(2017), row(2015), row(2016), row(2019)]);
    expect(ranges.map(yearSpan)).toEqual(["2015–2017", "2019"]);
    expect(ranges[0]).toEqual({
      make: "Ford",
      model: "F-150",
      submodel: null,
      engine: null,
      yearFrom: 2015,
      yearTo: 2017,
      position: "Front",
      quantity: 1,
      note: null,
    });
  });

  it("keeps another engine, position or note on a line of its own", () => {
    const ranges = fitmentRanges([
      row(2018),
      row(2018, { engine: "2.7L V6 Turbo" }),
      row(2018, {}, { position: "Rear" }),
      row(2018, {}, { note: "with A/C" }),
    ]);
    expect(ranges).toHaveLength(4);
  });

  it("orders lines by make, model and first year", () => {
    const ranges = fitmentRanges([
      row(2020, { make: "Toyota", model: "Camry" }),
      row(2012, { make: "Ford", model: "Focus" }),
      row(2016),
      row(2014),
    ]);
    expect(ranges.map((range) => `${range.make} ${range.model} ${yearSpan(range)}`)).toEqual([
      "Ford F-150 2014",
      "Ford F-150 2016",
      "Ford Focus 2012",
      "Toyota Camry 2020",
    ]);
  });

  it("has nothing to show for no rows", () => {
    expect(fitmentRanges([])).toEqual([]);
  });
});
