/** Prints with `title` as the document's title, which browsers offer as the PDF's file name. */
function printAs(title: string) {
  const before = document.title;
  document.title = title;
  try {
    window.print(); // blocks until the print window closes
  } finally {
    document.title = before;
  }
}

/**
 * Print and Download PDF for a biodata (issue #18 item 7). The PDF is the browser's own print to
 * PDF, so it is the printed page exactly: one A4 sheet on the trust's letterhead. The hint says
 * which printer to choose, since browsers name it differently.
 */
export interface BiodataActionWords {
  hint: string;
  pdf: string;
  print: string;
}

const ENGLISH: BiodataActionWords = {
  hint: 'For a PDF, choose “Save as PDF” as the printer in the window that opens.',
  pdf: 'Download PDF',
  print: 'Print',
};

export function BiodataActions({
  fileName,
  words = ENGLISH,
}: {
  fileName: string;
  /** In the shown language, from the screen (components read no catalogue). */
  words?: BiodataActionWords;
}) {
  return (
    <div className="biodata-page__actions">
      <p id="biodata-pdf-hint" className="biodata-page__hint">
        {words.hint}
      </p>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => printAs(fileName)}
        aria-describedby="biodata-pdf-hint"
      >
        {words.pdf}
      </button>
      <button type="button" className="button" onClick={() => printAs(fileName)}>
        {words.print}
      </button>
    </div>
  );
}
