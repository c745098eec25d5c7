// The VIN's rules: normalisation, the check digit (position 9), the model year (position 10,
// position 7 choosing the 30-year cycle) and each refused form, with worked examples.
import { modelYearOf, normalizeVin, vinCheckDigit, vinProblem, vinSchema } from "@/domains/fitment";
import { vinMessages } from "@/domains/fitment/fitment-texts";

describe("normalizeVin", () => {
  it("trims, upper-cases and removes spaces and dashes", () => {
    expect(normalizeVin("  1hgcm82633a004352 ")).toBe("1HGCM82633A004352");
    expect(normalizeVin("1HG-CM826-33A 004352")).toBe("1HGCM82633A004352");
    expect(normalizeVin("1hg cm8\t2633a-004 352")).toBe("1HGCM82633A004352");
  });

  it("leaves other characters for vinProblem to refuse", () => {
    expect(normalizeVin("1HGCM82633A00435*")).toBe("1HGCM82633A00435*");
  });
});

describe("vinCheckDigit", () => {
  // 49 CFR 565's example: the weighted sum is 351, 351 mod 11 = 10, written X.
  it("writes a remainder of 10 as X", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
  });

  // 1HGCM82633A004352: values 1,8,7,3,4,8,2,6,(3),3,1,0,0,4,3,5,2; weights
  // 8,7,6,5,4,3,2,10,(0),9,8,7,6,5,4,3,2: 8+56+42+15+16+24+4+60+27+8+0+0+20+12+15+4 = 311;
  // 311 mod 11 = 3.
  it("is the weighted sum of the transliterated characters modulo 11", () => {
    expect(vinCheckDigit("1HGCM82633A004352")).toBe("3");
  });

  it("ignores what position 9 holds", () => {
    expect(vinCheckDigit("1HGCM826X3A004352")).toBe("3");
    expect(vinCheckDigit("11111111111111111")).toBe("1");
  });
});

describe("modelYearOf", () => {
  it("reads position 10 in 1980–2009 when position 7 is a digit", () => {
    expect(modelYearOf("1HGCM82633A004352")).toBe(2003);
    expect(modelYearOf("1FTEW11PXKF001234")).toBe(1989);
  });

  it("reads the same code in 2010–2039 when position 7 is a letter", () => {
    expect(modelYearOf("1FTEW1EPXKF001234")).toBe(2019);
    expect(modelYearOf("1FTEW1EPXAF001234")).toBe(2010);
    expect(modelYearOf("1FTEW11PXAF001234")).toBe(1980);
    expect(modelYearOf("1FTEW1EPX9F001234")).toBe(2039);
    expect(modelYearOf("1FTEW11PX9F001234")).toBe(2009);
  });

  it("is null for a code no year has (U, Z, 0) or a VIN of the wrong length", () => {
    expect(modelYearOf("1FTEW1EPXUF001234")).toBeNull();
    expect(modelYearOf("1FTEW1EPXZF001234")).toBeNull();
    expect(modelYearOf("1FTEW1EPX0F001234")).toBeNull();
    expect(modelYearOf("1FTEW1EPXKF00123")).toBeNull();
  });
});

describe("vinProblem", () => {
  it("accepts a valid North American VIN", () => {
    expect(vinProblem("1HGCM82633A004352")).toBeNull();
    expect(vinProblem("1M8GDM9AXKP042788")).toBeNull();
  });

  it.each([
    ["blank", "", vinMessages.required],
    ["16 characters", "1HGCM82633A00435", vinMessages.length(16)],
    ["18 characters", "1HGCM82633A0043521", vinMessages.length(18)],
    ["an I", "1HGCM82633AI04352", vinMessages.forbiddenLetters],
    ["an O", "1HGCM82633AO04352", vinMessages.forbiddenLetters],
    ["a Q", "1HGCM82633AQ04352", vinMessages.forbiddenLetters],
    ["a character other than letters and digits", "1HGCM82633A00435*", vinMessages.badCharacters],
    ["a wrong check digit", "1HGCM82643A004352", vinMessages.checkDigit("3", "4")],
  ])("refuses %s", (_label, vin, reason) => {
    expect(vinProblem(vin)).toBe(reason);
  });

  it("checks the check digit of North American VINs only (WMI starting 1–5)", () => {
    // A German Mercedes-Benz with a position 9 that is not its check digit.
    expect(vinCheckDigit("WDDGF8AB6DR001234")).not.toBe("6");
    expect(vinProblem("WDDGF8AB6DR001234")).toBeNull();
    expect(vinProblem("5YJ3E1EA0KF001234")).toBe(
      vinMessages.checkDigit(vinCheckDigit("5YJ3E1EA0KF001234"), "0"),
    );
  });

  it("names the expected digit and the one found", () => {
    expect(vinMessages.checkDigit("X", "5")).toContain("5 where X is expected");
  });
});

describe("vinSchema", () => {
  it("answers the normalised VIN", () => {
    expect(vinSchema.parse(" 1hgcm8-2633a 004352")).toBe("1HGCM82633A004352");
  });

  it("refuses with vinProblem's reason, or the required text for a non-string", () => {
    const short = vinSchema.safeParse("1HGCM82633A00435");
    expect(short.error?.issues[0]?.message).toBe(vinMessages.length(16));
    expect(vinSchema.safeParse(17).error?.issues[0]?.message).toBe(vinMessages.required);
  });
});
