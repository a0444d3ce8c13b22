/**
 * The id of the JSON data block in which a server-written page hands over the answers it was drawn
 * from (issue #19 item 1). A data block is never run, so the strict CSP stays. Its presence also
 * tells the page's boot script (src/client/boot.ts) that the server drew the page.
 */
export const ANSWERS_ELEMENT_ID = 'server-answers';
