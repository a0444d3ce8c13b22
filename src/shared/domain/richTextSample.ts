/**
 * What the console's rich-text editor writes for a text using every format its toolbar offers
 * (console/richText/RichTextEditor.test.tsx produces it and compares). The server's sanitiser
 * must leave it unchanged (server/content/sanitize.test.ts): the two tests together hold the
 * editor to the sanitiser the site uses, which the client cannot import.
 */
export const EDITOR_EVERY_FORMAT =
  '<h3>Heading three</h3><h4>Heading four</h4>' +
  '<p><strong>bold </strong><em>italic </em><u>underlined</u></p>' +
  '<ul><li><p>bullet</p></li></ul><ol><li><p>number</p></li></ol>' +
  '<blockquote><p>quoted <a target="_blank" rel="noopener noreferrer" href="/about_us">About us</a></p></blockquote>';
