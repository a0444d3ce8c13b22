// What a browser's "Save as PDF" makes of the page: Chromium's own print at the page's @page size.

/** Resolves to { pages, size: [width, height] in PDF points } of the page printed to PDF. */
export async function printedPdf(page) {
  // No media emulation: an emulated 'screen' would make page.pdf print the screen's CSS.
  await page.emulateMedia({ media: null });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = (pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const [, width, height] = pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/) ?? [];
  return { pages, size: [Math.round(Number(width)), Math.round(Number(height))] };
}

/** A4 in PDF points (1/72 inch), rounded. */
export const A4 = [595, 842];
