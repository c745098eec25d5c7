// What the reliability scripts start from: a seeded database with plenty of stock, the shop's
// production server on it, signed-up buyers with tokens and the demo admin's token.
import { BUYER_PASSWORD, DEMO_ADMIN, createBuyers, signIn } from "./accounts.mjs";
import { createScratchDatabase, partStock, seed, stockEveryPart } from "./database.mjs";
import { startServer } from "./server.mjs";

const STOCK = 100_000_000;

export async function prepareShop({ appDir, adminUrl, purpose, buyerCount }) {
  const database = await createScratchDatabase(adminUrl, purpose);
  let server;
  try {
    seed(appDir, database.url);
    await stockEveryPart(database.url, STOCK);
    const initial = await partStock(database.url);
    server = await startServer({ appDir, databaseUrl: database.url, logName: purpose });
    console.log(`Server ${server.url} (log ${server.logFile}); signing up ${buyerCount} buyers`);
    const buyers = await createBuyers(server.url, buyerCount);
    const admin = await signIn(server.url, DEMO_ADMIN);
    return {
      database,
      server,
      buyers,
      admin,
      initial,
      password: BUYER_PASSWORD,
      close: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await server?.stop();
    await database.drop();
    throw error;
  }
}
