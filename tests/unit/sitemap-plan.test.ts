// The sitemap's split past 50,000 URLs, worked out on counts alone (seeding 50,000 parts is
// what the integration test avoids with a small file size).
import {
  chunkCount,
  SITEMAP_URLS_MAX,
  sitemapFileNamed,
  sitemapFilePath,
  sitemapFiles,
} from "@/lib/seo/sitemap-plan";
import { sitemapIndexXml, urlsetXml } from "@/lib/seo/sitemap-xml";

describe("chunkCount", () => {
  it("splits 120,001 URLs into 3 files of 50,000", () => {
    expect(chunkCount(120_001, SITEMAP_URLS_MAX)).toBe(3);
  });
  it("needs one file for exactly 50,000 and two for 50,001", () => {
    expect(chunkCount(50_000, SITEMAP_URLS_MAX)).toBe(1);
    expect(chunkCount(50_001, SITEMAP_URLS_MAX)).toBe(2);
  });
});

/** 11 pages, these parts, vehicles' landing pages and vehicle × category pages. */
const counts = (parts: number, vehicles = 0, vehicleCategories = 0) => ({
  pages: 11,
  parts,
  vehicles,
  vehicleCategories,
});

describe("sitemapFiles", () => {
  it("keeps one sitemap while every URL fits in it", () => {
    expect(sitemapFiles(counts(SITEMAP_URLS_MAX - 11))).toBeNull();
    expect(sitemapFiles(counts(0))).toBeNull();
  });
  it("splits into the pages and the parts once one URL more would not fit", () => {
    expect(sitemapFiles(counts(SITEMAP_URLS_MAX - 10))).toEqual([
      { kind: "pages" },
      { kind: "parts", page: 1 },
    ]);
    expect(sitemapFiles(counts(SITEMAP_URLS_MAX + 1))).toEqual([
      { kind: "pages" },
      { kind: "parts", page: 1 },
      { kind: "parts", page: 2 },
    ]);
  });
  it("puts 120,001 parts into 3 part files after the pages", () => {
    const files = sitemapFiles(counts(120_001));
    expect(files?.map(sitemapFilePath)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/parts-1.xml",
      "/sitemaps/parts-2.xml",
      "/sitemaps/parts-3.xml",
    ]);
  });
});

describe("vehicles' landing pages", () => {
  it("count towards the one file's limit", () => {
    expect(sitemapFiles(counts(100, SITEMAP_URLS_MAX - 111))).toBeNull();
    expect(sitemapFiles(counts(100, SITEMAP_URLS_MAX - 110))).toEqual([
      { kind: "pages" },
      { kind: "parts", page: 1 },
      { kind: "vehicles", page: 1 },
    ]);
  });
  it("get files of their own after the parts' files", () => {
    expect(sitemapFiles(counts(50_001, 60_000))?.map(sitemapFilePath)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/parts-1.xml",
      "/sitemaps/parts-2.xml",
      "/sitemaps/vehicles-1.xml",
      "/sitemaps/vehicles-2.xml",
    ]);
    expect(sitemapFileNamed("vehicles-2.xml", counts(50_001, 60_000))).toEqual({
      kind: "vehicles",
      page: 2,
    });
    expect(sitemapFileNamed("vehicles-3.xml", counts(50_001, 60_000))).toBeNull();
  });
  it("need no file when there are none", () => {
    expect(sitemapFiles(counts(SITEMAP_URLS_MAX))?.map(sitemapFilePath)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/parts-1.xml",
    ]);
    expect(sitemapFileNamed("vehicles-1.xml", counts(SITEMAP_URLS_MAX))).toBeNull();
  });
});

describe("vehicle × category pages", () => {
  it("count towards the one file's limit", () => {
    expect(sitemapFiles(counts(100, 100, SITEMAP_URLS_MAX - 211))).toBeNull();
    expect(sitemapFiles(counts(100, 100, SITEMAP_URLS_MAX - 210))).toEqual([
      { kind: "pages" },
      { kind: "parts", page: 1 },
      { kind: "vehicles", page: 1 },
      { kind: "vehicleCategories", page: 1 },
    ]);
  });
  it("get files of their own after the vehicles' files", () => {
    expect(sitemapFiles(counts(10, 50_001, 60_000))?.map(sitemapFilePath)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/parts-1.xml",
      "/sitemaps/vehicles-1.xml",
      "/sitemaps/vehicles-2.xml",
      "/sitemaps/vehicle-categories-1.xml",
      "/sitemaps/vehicle-categories-2.xml",
    ]);
    expect(sitemapFileNamed("vehicle-categories-2.xml", counts(10, 50_001, 60_000))).toEqual({
      kind: "vehicleCategories",
      page: 2,
    });
    expect(sitemapFileNamed("vehicleCategories-1.xml", counts(10, 50_001, 60_000))).toBeNull();
    expect(sitemapFileNamed("vehicle-categories-3.xml", counts(10, 50_001, 60_000))).toBeNull();
  });
});

describe("sitemapFileNamed", () => {
  it("finds the files the index lists and nothing else", () => {
    expect(sitemapFileNamed("pages.xml", counts(120_001))).toEqual({ kind: "pages" });
    expect(sitemapFileNamed("parts-3.xml", counts(120_001))).toEqual({ kind: "parts", page: 3 });
    for (const name of ["parts-4.xml", "parts-0.xml", "parts-1", "parts-01.xml", "x.xml"]) {
      expect(sitemapFileNamed(name, counts(120_001))).toBeNull();
    }
  });
  it("has no files while the sitemap is one", () => {
    expect(sitemapFileNamed("pages.xml", counts(100))).toBeNull();
    expect(sitemapFileNamed("parts-1.xml", counts(100))).toBeNull();
  });
});

describe("sitemap XML", () => {
  it("escapes what the URLs carry and lists images in Google's image namespace", () => {
    const xml = urlsetXml([
      { loc: "https://shop.test/a?b=1&c=<2>", lastmod: "2026-01-02T00:00:00.000Z" },
      { loc: "https://shop.test/parts/x", images: ["https://shop.test/i.png"] },
    ]);
    expect(xml).toContain("<loc>https://shop.test/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).toContain("<lastmod>2026-01-02T00:00:00.000Z</lastmod>");
    expect(xml).toContain(
      "<image:image><image:loc>https://shop.test/i.png</image:loc></image:image>",
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  });
  it("writes an index of sitemap files", () => {
    const xml = sitemapIndexXml(["https://shop.test/sitemaps/pages.xml"]);
    expect(xml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.test/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});
