/** @jest-environment node */
// The parts import's PIES reader: a PIES 7.1 file's Items as CSV-like cells (with the package's
// weight and size in pounds and inches), the price type, what it ignores, and the 400s for files
// it will not read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readPies } from "@/domains/catalog/server/import/pies-read";
import { piesMessages } from "@/domains/catalog/import/pies-texts";
import { AppError } from "@/lib/errors";
import type { FileLine } from "@/domains/catalog/server/import/csv-lines";

const sample = readFileSync(
  path.join(__dirname, "../../fixtures/pies/pies-7.1-sample.xml"),
  "utf8",
);
const assets = "https://assets.redline-parts.example";

/** A line's cells (none when the reader refused it). */
const cellsOf = (item?: FileLine) => (item && "cells" in item ? item.cells : undefined);

/** A PIES document around the given Items. */
const pies = (items: string) =>
  `<PIES xmlns="http://www.autocare.org"><Header><PIESVersion>7.2</PIESVersion></Header>` +
  `<Items>${items}</Items></PIES>`;

function refusal(xml: string) {
  try {
    readPies(xml);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("the document was read");
}

describe("the PIES 7.1 sample", () => {
  const reading = readPies(sample);

  it("reads each Item's cells, with the list price and the line its <Item> starts on", () => {
    expect(reading.items.map((item) => ({ line: item.line, cells: cellsOf(item) }))).toEqual([
      {
        line: 46,
        cells: {
          partNumber: "BP-1234",
          gtin: "812345012347",
          productName: "Ceramic Brake Pad Set, Front",
          productDescription:
            "Low-dust ceramic pads with shims and hardware, for light trucks and SUVs.",
          brand: "Redline Friction",
          price: "42.95",
          orderQty: "4",
          oemNumbers: "04465-06090|04465-33450|D1210",
          image: `${assets}/BP-1234_P04.jpg`,
          specs: "Position: Front|Friction Material: Ceramic|Hardware Included: Yes",
          weight: "2.35",
          dimensions: "7.25x5.75x2.5",
        },
      },
      {
        line: 135,
        cells: {
          partNumber: "BR-5521",
          gtin: "812345055214",
          productName: "Vented Disc Brake Rotor, 296 mm",
          productDescription: "Cast from G3000 iron and balanced for a smooth pedal.",
          brand: "RDLB",
          price: "64.50",
          orderQty: "2",
          oemNumbers: "45251-TA0-A00",
          image: "http://assets.redline-parts.example/BR-5521_P04.jpg",
          specs: "Rotor Diameter: 296",
          weight: "18.9",
          dimensions: "12.5x12.5x3",
        },
      },
      {
        line: 199,
        cells: {
          partNumber: "ALT-13850R",
          gtin: "812345138504",
          productName: "Alternator, Remanufactured, 130 A",
          productDescription:
            "Remanufactured to OE output with new bearings, regulator and brushes; tested under load.",
          brand: "Redline Electrical",
          price: "189.00",
          orderQty: "1",
          oemNumbers: "BL3Z-10346-A|FL3T-10300-BA|GL-8893",
          image: `${assets}/ALT-13850R_P04.jpg`,
          specs: "Amperage: 130|Condition: Remanufactured|Voltage: 12",
          weight: "14.2",
          dimensions: "10.512x8.504x8.504",
        },
      },
      {
        line: 259,
        cells: {
          partNumber: "OF-2210",
          gtin: "812345022100",
          productName: "Engine Oil Filter, Spin-On",
          brand: "Redline Filtration",
          orderQty: "12",
          oemNumbers: "90915-YZZD4",
          image: `${assets}/OF-2210_P01.jpg`,
          weight: "0.701",
        },
      },
      {
        line: 303,
        cells: {
          productName: "Brake Caliper Bracket, Rear",
          brand: "Redline Friction",
          price: "18.75",
        },
      },
    ]);
  });

  it("reads list prices for the whole file, so the jobber-only Item gets no price", () => {
    expect(reading.priceType).toBe("LST");
    expect(cellsOf(reading.items[3])).not.toHaveProperty("price");
  });

  it("names the PIES version and counts what it leaves out", () => {
    expect(reading.version).toBe("7.1");
    expect(reading.ignored).toEqual({
      Header: 1,
      PriceSheets: 1,
      MarketingCopy: 1,
      Trailer: 1,
      HazardousMaterialCode: 2,
      BaseItemID: 1,
      ACESApplications: 1,
      ItemQuantitySize: 3,
      ContainerType: 1,
      QuantityPerApplication: 1,
      ItemEffectiveDate: 1,
      AvailableDate: 1,
      UNSPSC: 1,
      PartTerminologyID: 4,
      ExtendedInformation: 2,
    });
  });

  it("reads a document whose elements carry a namespace prefix the same way", () => {
    const prefixed = sample
      .replace(/<(\/?)(?=[A-Za-z])/g, "<$1p:")
      .replace('xmlns="http://www.autocare.org"', 'xmlns:p="http://www.autocare.org"');
    expect(prefixed).toContain("<p:PIES xmlns:p=");
    expect(readPies(prefixed)).toEqual(reading);
  });
});

describe("ItemLevelGTIN and its GTINQualifier", () => {
  /** How the reader takes an Item whose ItemLevelGTIN element is this. */
  const gtinLine = (element: string) =>
    readPies(pies(`<Item><PartNumber>A-1</PartNumber>${element}</Item>`)).items[0];

  it("keeps a UPC's 12 printed digits and an EAN's 13, without PIES's padding zeros", () => {
    const upc = gtinLine(`<ItemLevelGTIN GTINQualifier="UP">00036000291452</ItemLevelGTIN>`);
    expect(cellsOf(upc)).toEqual({ partNumber: "A-1", gtin: "036000291452" });
    const ean = gtinLine(`<ItemLevelGTIN GTINQualifier="en">04006381333931</ItemLevelGTIN>`);
    expect(cellsOf(ean)).toEqual({ partNumber: "A-1", gtin: "4006381333931" });
    const unpadded = gtinLine(`<ItemLevelGTIN GTINQualifier="UP">036000291452</ItemLevelGTIN>`);
    expect(cellsOf(unpadded)).toEqual({ partNumber: "A-1", gtin: "036000291452" });
  });

  it("refuses the line when the number is longer than its qualifier's barcode", () => {
    expect(gtinLine(`<ItemLevelGTIN GTINQualifier="UP">04006381333931</ItemLevelGTIN>`)).toEqual({
      line: 1,
      partNumber: "A-1",
      problem: `gtin: ${piesMessages.gtinLongerThanQualifier("UP", 12, "04006381333931")}`,
    });
  });

  it("hands on the digits as given without a qualifier it knows, for the GTIN rules to judge", () => {
    for (const element of [
      `<ItemLevelGTIN>00036000291452</ItemLevelGTIN>`,
      `<ItemLevelGTIN GTINQualifier="UK">00036000291452</ItemLevelGTIN>`,
    ])
      expect(cellsOf(gtinLine(element))).toEqual({ partNumber: "A-1", gtin: "00036000291452" });
  });
});

describe("prices, lines and cells of other documents", () => {
  it("falls back to jobber prices when no Item has a list price", () => {
    const reading = readPies(
      pies(
        `<Item><PartNumber>A-1</PartNumber><Prices><Pricing PriceType="RET"><Price UOM="PE">9.99</Price></Pricing>` +
          `<Pricing PriceType="JBR"><Price UOM="PE"> 7.10 </Price></Pricing></Prices></Item>` +
          `<Item><PartNumber>A-2</PartNumber></Item>`,
      ),
    );
    expect(reading.priceType).toBe("JBR");
    expect(reading.items.map(cellsOf)).toEqual([
      { partNumber: "A-1", price: "7.10" },
      { partNumber: "A-2" },
    ]);
  });

  it("says list prices when the file has no prices at all", () => {
    expect(readPies(pies("<Item><PartNumber>A-1</PartNumber></Item>")).priceType).toBe("LST");
  });

  it("numbers an Item by the line of its <Item, however its start tag is wrapped", () => {
    const item = '<Item\n  MaintenanceType="A"\n>\n<PartNumber>A-1</PartNumber></Item>';
    const xml = pies(`\n${item}\n${item}`);
    expect(readPies(xml).items.map(({ line }) => line)).toEqual([2, 6]);
    const windows = xml.replaceAll("\n", "\r\n");
    expect(readPies(windows).items.map(({ line }) => line)).toEqual([2, 6]);
  });

  it("leaves out empty elements, reads CDATA, and keeps at most 20 specs", () => {
    const attributes = Array.from(
      { length: 25 },
      (_, index) => `<ProductAttribute AttributeID="A${index + 1}">${index + 1}</ProductAttribute>`,
    ).join("");
    const [item] = readPies(
      pies(
        `<Item><PartNumber>  </PartNumber><BrandLabel/><BrandAAIAID>RDLF</BrandAAIAID>` +
          `<MinimumOrderQuantity UOM="EA">2.5</MinimumOrderQuantity>` +
          `<Descriptions><Description DescriptionCode="EXT"><![CDATA[Fits <most> trucks]]></Description></Descriptions>` +
          `<ProductAttributes>${attributes}</ProductAttributes></Item>`,
      ),
    ).items;
    expect(cellsOf(item)).toEqual({
      brand: "RDLF",
      orderQty: "2.5",
      productName: "Fits <most> trucks",
      specs: Array.from({ length: 20 }, (_, index) => `A${index + 1}: ${index + 1}`).join("|"),
    });
  });
});

describe("packages", () => {
  /** The cells an Item with these Packages is read into. */
  const packageCells = (packages: string) => {
    const [item] = readPies(
      pies(`<Item><PartNumber>A-1</PartNumber><Packages>${packages}</Packages></Item>`),
    ).items;
    return cellsOf(item);
  };
  const pack = (uom: string, inner: string) =>
    `<Package><PackageUOM>${uom}</PackageUOM><QuantityofEaches>1</QuantityofEaches>${inner}</Package>`;

  it("reads the each package: shipping sides when all three are there, else merchandising ones", () => {
    const sides = (names: string[], values: string[]) =>
      names.map((name, at) => `<${name}>${values[at]}</${name}>`).join("");
    const shipping = ["ShippingHeight", "ShippingWidth", "ShippingLength"];
    const merchandising = ["MerchandisingHeight", "MerchandisingWidth", "MerchandisingLength"];
    expect(
      packageCells(
        pack("CA", `<Weights UOM="PG"><Weight>40</Weight></Weights>`) +
          pack(
            "EA",
            `<Dimensions UOM="FT">${sides(merchandising, ["0.5", "1", "2"])}` +
              `${sides(shipping.slice(0, 2), ["9", "9"])}</Dimensions>` +
              `<Weights UOM="LB"><Weight>3.25</Weight></Weights>`,
          ),
      ),
    ).toEqual({ partNumber: "A-1", weight: "3.25", dimensions: "24x12x6" });
  });

  it("takes the first package when none is an each, and keeps a tiny weight above 0", () => {
    expect(
      packageCells(
        pack("BX", `<Weights UOM="GM"><Weight>0.2</Weight></Weights>`) +
          pack("CA", `<Weights UOM="PG"><Weight>40</Weight></Weights>`),
      ),
    ).toEqual({ partNumber: "A-1", weight: "0.001" });
  });

  it("leaves out a figure in a unit it cannot convert, and counts that unit as ignored", () => {
    const reading = readPies(
      pies(
        `<Item><PartNumber>A-1</PartNumber><Packages>${pack(
          "EA",
          `<Dimensions UOM="YD"><ShippingHeight>1</ShippingHeight><ShippingWidth>1</ShippingWidth>` +
            `<ShippingLength>1</ShippingLength></Dimensions><Weights UOM="TN"><Weight>1</Weight></Weights>`,
        )}</Packages></Item>`,
      ),
    );
    expect(cellsOf(reading.items[0])).toEqual({ partNumber: "A-1" });
    expect(reading.ignored).toEqual({
      Header: 1,
      "Weights/@UOM=TN": 1,
      "Dimensions/@UOM=YD": 1,
    });
  });

  it("hands on a figure that is not a positive number as written, for the weight column to refuse", () => {
    expect(packageCells(pack("EA", `<Weights UOM="KG"><Weight>-2</Weight></Weights>`))).toEqual({
      partNumber: "A-1",
      weight: "-2",
    });
  });
});

describe("files the reader refuses", () => {
  it("refuses malformed XML, naming the line", () => {
    const xml = pies("\n<Item>\n<PartNumber>A-1</PartNumber>\n</Itme>");
    expect(refusal(xml)).toEqual({
      status: 400,
      message: expect.stringMatching(/^The PIES file is not well-formed XML: line 4: /),
    });
    expect(refusal(`<PIES><Items>\n<Item>\n<PartNumber>A-1</PartNumber>`)).toEqual({
      status: 400,
      message: piesMessages.notWellFormed(3, "unclosed tag: Item."),
    });
  });

  it("refuses a document whose root is not PIES", () => {
    expect(refusal(`<ACES version="4.2"><App/></ACES>`)).toEqual({
      status: 400,
      message: piesMessages.notPies("ACES"),
    });
  });

  it("refuses a document with no Items", () => {
    expect(refusal(`<PIES><Header><PIESVersion>7.1</PIESVersion></Header></PIES>`)).toEqual({
      status: 400,
      message: piesMessages.noItems,
    });
  });

  it("refuses a DOCTYPE, so no entity is ever declared (XXE, billion laughs)", () => {
    const laughs =
      `<?xml version="1.0"?>\n<!DOCTYPE PIES [\n<!ENTITY lol "lol">\n` +
      `<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n` +
      `<!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n` +
      pies("<Item><PartNumber>&lol2;&xxe;</PartNumber></Item>");
    expect(refusal(laughs)).toEqual({ status: 400, message: piesMessages.doctype });
  });

  it("refuses an entity no DOCTYPE declared", () => {
    expect(refusal(pies("<Item><PartNumber>&xxe;</PartNumber></Item>"))).toEqual({
      status: 400,
      message: piesMessages.notWellFormed(1, "undefined entity."),
    });
  });
});
