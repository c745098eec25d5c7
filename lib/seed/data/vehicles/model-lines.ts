/** Where a make's engineering comes from: parts such as oil filters and bulbs follow it. */
export type Origin = "us" | "jp" | "kr" | "eu";
/** What a model is: wipers, cabin filters, shocks and radiators follow its size and body. */
export type Body = "compact" | "midsize" | "suv" | "truck";

/** One engine (or a submodel with its engine) offered in some of a model's years. */
export interface EngineOption {
  engine: string;
  submodel?: string;
  from: number;
  to: number;
}

/** A model sold over a run of years: each year is a base vehicle, each engine a configuration. */
export interface ModelLine {
  make: string;
  model: string;
  from: number;
  to: number;
  origin: Origin;
  body: Body;
  engines: EngineOption[];
}

const line = (
  make: string,
  model: string,
  [from, to]: [number, number],
  origin: Origin,
  body: Body,
  engines: Array<[string, number?, number?, string?]>,
): ModelLine => ({
  make,
  model,
  from,
  to,
  origin,
  body,
  engines: engines.map(([engine, engineFrom = from, engineTo = to, submodel]) => ({
    engine,
    from: engineFrom,
    to: engineTo,
    ...(submodel ? { submodel } : {}),
  })),
});

/**
 * The demo garage of the market: real make/model pairs and engines of their years (simplified:
 * one engine list per model, the years each was offered). The 2019 F-150's three engines are the
 * ones the end-to-end tests pick.
 */
export const MODEL_LINES: ModelLine[] = [
  line("Ford", "F-150", [2012, 2024], "us", "truck", [
    ["3.7L V6", 2012, 2014],
    ["2.7L V6 Turbo", 2015],
    ["3.5L V6 Turbo"],
    ["5.0L V8"],
  ]),
  line("Ford", "Focus", [2012, 2018], "us", "compact", [["2.0L L4"], ["1.0L L3 Turbo", 2015]]),
  line("Ford", "Escape", [2013, 2024], "us", "suv", [
    ["1.6L L4 Turbo", 2013, 2016],
    ["2.5L L4", 2013, 2019],
    ["2.0L L4 Turbo"],
    ["1.5L L3 Turbo", 2020],
  ]),
  line("Ford", "Mustang", [2015, 2023], "us", "midsize", [["2.3L L4 Turbo"], ["5.0L V8"]]),
  line("Toyota", "Camry", [2012, 2024], "jp", "midsize", [["2.5L L4"], ["3.5L V6", 2012, 2023]]),
  line("Toyota", "Corolla", [2012, 2024], "jp", "compact", [["1.8L L4"], ["2.0L L4", 2020]]),
  line("Toyota", "RAV4", [2013, 2024], "jp", "suv", [["2.5L L4"]]),
  line("Toyota", "Hilux", [2016, 2024], "jp", "truck", [["2.7L L4"], ["2.8L L4 Turbo Diesel"]]),
  line("Toyota", "Tacoma", [2016, 2023], "jp", "truck", [["2.7L L4"], ["3.5L V6"]]),
  line("Honda", "Civic", [2012, 2024], "jp", "compact", [
    ["1.8L L4", 2012, 2015],
    ["2.0L L4", 2016],
    ["1.5L L4 Turbo", 2016],
    ["1.5L L4 Turbo", 2017, 2020, "Si"],
  ]),
  line("Honda", "Accord", [2013, 2024], "jp", "midsize", [
    ["2.4L L4", 2013, 2017],
    ["3.5L V6", 2013, 2017],
    ["1.5L L4 Turbo", 2018],
    ["2.0L L4 Turbo", 2018, 2022],
  ]),
  line("Honda", "CR-V", [2012, 2024], "jp", "suv", [
    ["2.4L L4", 2012, 2019],
    ["1.5L L4 Turbo", 2017],
  ]),
  line("Honda", "Pilot", [2016, 2022], "jp", "suv", [["3.5L V6"]]),
  line("BMW", "3 Series", [2012, 2024], "eu", "midsize", [["2.0L L4 Turbo"], ["3.0L L6 Turbo"]]),
  line("Mercedes-Benz", "C-Class", [2015, 2024], "eu", "midsize", [
    ["2.0L L4 Turbo"],
    ["3.0L V6 Turbo", 2015, 2021],
  ]),
  line("Volkswagen", "Golf", [2015, 2021], "eu", "compact", [
    ["1.8L L4 Turbo"],
    ["2.0L L4 Turbo"],
    ["2.0L L4 Turbo", 2015, 2021, "GTI"],
  ]),
  line("Volkswagen", "Passat", [2012, 2022], "eu", "midsize", [
    ["2.0L L4 Turbo Diesel", 2012, 2015],
    ["3.6L V6", 2012, 2018],
    ["1.8L L4 Turbo", 2014, 2017],
    ["2.0L L4 Turbo", 2018],
  ]),
  line("Volkswagen", "Jetta", [2012, 2024], "eu", "compact", [
    ["2.0L L4", 2012, 2014],
    ["1.8L L4 Turbo", 2014, 2018],
    ["1.4L L4 Turbo", 2016, 2021],
    ["1.5L L4 Turbo", 2022],
  ]),
  line("Nissan", "Altima", [2013, 2024], "jp", "midsize", [
    ["2.5L L4"],
    ["3.5L V6", 2013, 2018],
    ["2.0L L4 Turbo", 2019, 2022],
  ]),
  line("Nissan", "Navara", [2015, 2024], "jp", "truck", [["2.5L L4"], ["2.3L L4 Turbo Diesel"]]),
  line("Nissan", "Rogue", [2014, 2024], "jp", "suv", [
    ["2.5L L4", 2014, 2020],
    ["1.5L L3 Turbo", 2022],
  ]),
  line("Hyundai", "Elantra", [2012, 2024], "kr", "compact", [
    ["1.8L L4", 2012, 2016],
    ["2.0L L4", 2014],
    ["1.6L L4 Turbo", 2017, 2020],
  ]),
  line("Hyundai", "Tucson", [2016, 2024], "kr", "suv", [
    ["2.0L L4", 2016, 2021],
    ["1.6L L4 Turbo", 2016, 2018],
    ["2.4L L4", 2018, 2021],
    ["2.5L L4", 2022],
  ]),
  line("Chevrolet", "Silverado 1500", [2014, 2024], "us", "truck", [
    ["4.3L V6", 2014, 2019],
    ["5.3L V8"],
    ["6.2L V8"],
    ["2.7L L4 Turbo", 2019],
  ]),
  line("Chevrolet", "Malibu", [2013, 2024], "us", "midsize", [
    ["2.5L L4", 2013, 2015],
    ["1.5L L4 Turbo", 2016],
    ["2.0L L4 Turbo", 2016, 2022],
  ]),
  line("Kia", "Sportage", [2014, 2024], "kr", "suv", [
    ["2.4L L4", 2014, 2022],
    ["2.0L L4 Turbo", 2014, 2019],
    ["2.5L L4", 2023],
  ]),
  line("Kia", "Optima", [2012, 2020], "kr", "midsize", [["2.4L L4"], ["2.0L L4 Turbo"]]),
  line("Mazda", "Mazda3", [2014, 2024], "jp", "compact", [["2.0L L4", 2014, 2018], ["2.5L L4"]]),
  line("Mazda", "CX-5", [2013, 2024], "jp", "suv", [
    ["2.0L L4", 2013, 2016],
    ["2.5L L4"],
    ["2.5L L4 Turbo", 2019],
  ]),
  line("Subaru", "Outback", [2015, 2024], "jp", "suv", [
    ["2.5L H4"],
    ["3.6L H6", 2015, 2019],
    ["2.4L H4 Turbo", 2020],
  ]),
  line("Ram", "1500", [2013, 2024], "us", "truck", [
    ["3.6L V6"],
    ["5.7L V8"],
    ["3.0L V6 Turbo Diesel", 2014, 2023],
  ]),
];
