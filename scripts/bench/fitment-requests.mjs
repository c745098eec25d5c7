// The vehicle-fitment requests the catalog bench times, made from vehicles and parts sampled out
// of the database (see SAMPLE_VEHICLES_SQL), each with what its answer must hold, and their goals.

/** p95 goals of issue 14, per request kind (server time). */
export const FITMENT_GOALS_MS = { list: 30, select: 10, table: 20, fit: 30 };

const FIT_BATCH = 32; // a shop page's cards
const FOUND_STATES = new Set(["fits", "conditional", "universal"]);

/**
 * Vehicles the shop is asked about: base vehicles and engine configurations alike (what the
 * picker hands over), each with a category of a part that fits its model year, so the list is
 * never empty by construction. md5 of the identity: the same sample on every run.
 */
export const SAMPLE_VEHICLES_SQL = (count) => `
SELECT v.id, v.year, v.make, v.model, v.engine,
  (SELECT p.category FROM vehicles b
     JOIN fitments f ON f.vehicle_id = b.id JOIN parts p ON p.id = f.part_id
   WHERE b.year = v.year AND b.make = v.make AND b.model = v.model
   ORDER BY md5(p.part_number) LIMIT 1) AS category
FROM vehicles v
ORDER BY md5(concat_ws('|', v.year, v.make, v.model, v.submodel, v.engine))
LIMIT ${count}`;

const query = (pathname, params) => `${pathname}?${new URLSearchParams(params)}`;
const times = (count, make) => Array.from({ length: count }, (_, index) => make(index));
const isList = (answer) => Array.isArray(answer);

/**
 * Each fitment request kind's requests ({ path, expect, goal }), `count` of each. `vehicles` come
 * from SAMPLE_VEHICLES_SQL, `partIds` are sampled part ids.
 */
export function fitmentRequests(vehicles, partIds, count) {
  const vehicle = (index) => vehicles[index % vehicles.length];
  const withCategory = vehicles.filter((sample) => sample.category);
  const shopping = (index) => withCategory[index % withCategory.length];
  const kinds = {
    // No goal: the floor under every row (route edge, one trivial query, loopback) on this machine.
    "reference: GET /api/health (route edge and SELECT 1)": {
      goal: null,
      make: () => ({ path: "/api/health", expect: (health) => health.ok === true }),
    },
    "vehicle + category: parts (GET /api/parts?vehicle=&category=)": {
      goal: FITMENT_GOALS_MS.list,
      make: (index) => {
        const { id, category } = shopping(index);
        return {
          path: query("/api/parts", { vehicle: id, category }),
          expect: (parts) =>
            isList(parts) &&
            parts.length > 0 &&
            parts.every((part) => part.category === category && FOUND_STATES.has(part.fitment)),
        };
      },
    },
    "vehicle + category: facets (GET /api/parts/facets?vehicle=&category=)": {
      goal: FITMENT_GOALS_MS.list,
      make: (index) => {
        const { id, category } = shopping(index);
        return {
          path: query("/api/parts/facets", { vehicle: id, category }),
          expect: (facets) => facets.categories.length > 0,
        };
      },
    },
    "select: years (GET /api/vehicles/years)": {
      goal: FITMENT_GOALS_MS.select,
      make: (index) => ({
        path: "/api/vehicles/years",
        expect: (years) => years.includes(vehicle(index).year),
      }),
    },
    "select: makes of a year (?year=)": {
      goal: FITMENT_GOALS_MS.select,
      make: (index) => {
        const { year, make } = vehicle(index);
        return { path: query("/api/vehicles/makes", { year }), expect: (m) => m.includes(make) };
      },
    },
    "select: models (?year=&make=)": {
      goal: FITMENT_GOALS_MS.select,
      make: (index) => {
        const { year, make, model } = vehicle(index);
        return {
          path: query("/api/vehicles/models", { year, make }),
          expect: (models) => models.includes(model),
        };
      },
    },
    "select: engines (?year=&make=&model=)": {
      goal: FITMENT_GOALS_MS.select,
      make: (index) => {
        const { year, make, model, engine } = vehicle(index);
        return {
          path: query("/api/vehicles/engines", { year, make, model }),
          expect: (engines) => isList(engines) && (!engine || engines.includes(engine)),
        };
      },
    },
    "select: vehicles (GET /api/vehicles?year=&make=&model=)": {
      goal: FITMENT_GOALS_MS.select,
      make: (index) => {
        const { year, make, model } = vehicle(index);
        return {
          path: query("/api/vehicles", { year, make, model }),
          expect: (found) => isList(found) && found[0]?.engine === null,
        };
      },
    },
    "a part's fitment table (GET /api/parts/{id}/fitment)": {
      goal: FITMENT_GOALS_MS.table,
      make: (index) => ({
        path: `/api/parts/${partIds[index % partIds.length]}/fitment`,
        expect: isList,
      }),
    },
    [`batch fit of ${FIT_BATCH} parts (GET /api/vehicles/{id}/fit?part=…)`]: {
      goal: FITMENT_GOALS_MS.fit,
      make: (index) => {
        const parts = times(FIT_BATCH, (at) => partIds[(index * 7 + at) % partIds.length]);
        return {
          path: query(
            `/api/vehicles/${vehicle(index).id}/fit`,
            parts.map((part) => ["part", part]),
          ),
          expect: (states) => isList(states) && states.length === new Set(parts).size,
        };
      },
    },
  };
  return Object.fromEntries(
    Object.entries(kinds).map(([name, { goal, make }]) => [
      name,
      { goal, requests: times(count, make) },
    ]),
  );
}
