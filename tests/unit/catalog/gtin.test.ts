import { gtinCheckDigit, gtinIdentity, gtinSchema } from "@/domains/catalog/gtin";
import { gtinTexts } from "@/domains/catalog/gtin-texts";

const parse = (value: unknown) => gtinSchema.safeParse(value);
const refusal = (value: unknown) => parse(value).error?.issues[0]?.message;

describe("the GS1 check digit", () => {
  it.each([
    ["a UPC-A (GTIN-12)", "03600029145", 2],
    ["an EAN (GTIN-13)", "400638133393", 1],
    ["a GTIN-8", "9638507", 4],
    ["a GTIN-14", "0001234560001", 2],
  ])("of %s weighs the digits 3, 1, 3, … from the right", (_, body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit);
  });
});

describe("the gtin field", () => {
  it.each(["036000291452", "4006381333931", "96385074", "00012345600012"])(
    "keeps the valid GTIN %s as given, unpadded",
    (gtin) => {
      expect(parse(gtin)).toEqual({ success: true, data: gtin });
    },
  );

  it("trims it and drops the spaces and dashes between groups", () => {
    expect(parse("  0 36000-29145 2 ")).toEqual({ success: true, data: "036000291452" });
    expect(parse("400-6381-33393-1")).toEqual({ success: true, data: "4006381333931" });
  });

  it("takes empty and null as unknown", () => {
    expect(parse("")).toEqual({ success: true, data: null });
    expect(parse("  - ")).toEqual({ success: true, data: null });
    expect(parse(null)).toEqual({ success: true, data: null });
  });

  it.each([
    ["letters", "03600029145A", gtinTexts.notDigits],
    ["a number instead of text", 36000291452, gtinTexts.notDigits],
    ["11 digits", "03600029145", gtinTexts.wrongLength],
    ["10 digits", "0360002914", gtinTexts.wrongLength],
    ["15 digits", "000036000291452", gtinTexts.wrongLength],
    ["a wrong check digit on a UPC", "036000291453", gtinTexts.wrongCheckDigit],
    ["a wrong check digit on an EAN", "4006381333930", gtinTexts.wrongCheckDigit],
    ["a wrong check digit on a GTIN-8", "96385075", gtinTexts.wrongCheckDigit],
    ["a wrong check digit on a GTIN-14", "00012345600013", gtinTexts.wrongCheckDigit],
  ])("refuses %s with its reason", (_, value, message) => {
    expect(refusal(value)).toBe(message);
  });
});

describe("gtinIdentity", () => {
  it("is the 14-digit form GS1 keeps, so one barcode in any length is one number", () => {
    expect(gtinIdentity("036000291452")).toBe("00036000291452");
    expect(gtinIdentity("0036000291452")).toBe("00036000291452");
    expect(gtinIdentity("96385074")).toBe("00000096385074");
    expect(gtinIdentity("00012345600012")).toBe("00012345600012");
  });
});
