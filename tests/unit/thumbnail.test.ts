import { imageConfigDefault } from "next/dist/shared/lib/image-config";
import nextConfig from "@/next.config";
import { THUMBNAIL_QUALITY, THUMBNAIL_WIDTHS, thumbnailSources } from "@/lib/images/thumbnail";

describe("cart thumbnails through the image optimiser", () => {
  it("asks only for widths and a quality the optimiser accepts (it refuses others with 400)", () => {
    const images = { ...imageConfigDefault, ...nextConfig.images };
    const accepted = [...images.imageSizes, ...images.deviceSizes];
    for (const width of THUMBNAIL_WIDTHS) expect(accepted).toContain(width);
    expect(images.qualities ?? [THUMBNAIL_QUALITY]).toContain(THUMBNAIL_QUALITY);
  });

  it("gives a 1x and a 2x source with the image's address encoded", () => {
    expect(thumbnailSources("/images/parts/brake pads.webp?v=2")).toEqual({
      src: "/_next/image?url=%2Fimages%2Fparts%2Fbrake%20pads.webp%3Fv%3D2&w=256&q=75",
      srcSet:
        "/_next/image?url=%2Fimages%2Fparts%2Fbrake%20pads.webp%3Fv%3D2&w=96&q=75 1x, " +
        "/_next/image?url=%2Fimages%2Fparts%2Fbrake%20pads.webp%3Fv%3D2&w=256&q=75 2x",
    });
  });

  it("leaves inline and vector images as they are, as next/image does", () => {
    for (const src of ["data:image/png;base64,AAAA", "blob:https://shop/1", "/logo.svg?x=1"])
      expect(thumbnailSources(src)).toEqual({ src });
  });
});
