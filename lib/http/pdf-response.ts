import "server-only";

/** A PDF for the browser to download under this name; personal, so never cached. */
export const pdfDownload = ({ fileName, pdf }: { fileName: string; pdf: Buffer }) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
