import { htmlToText } from './RichText';

// Issue #19 item 1: the same text on the server (no DOM) and in the browser, as a DOM reads it.
describe('htmlToText', () => {
  it('keeps paragraphs and line breaks as new lines and drops every tag', () => {
    expect(htmlToText('<p>Bookings <strong>open</strong></p><p>Hall<br>One<br/>Two</p>')).toBe(
      'Bookings open\nHall\nOne\nTwo',
    );
  });

  it('decodes the entities the service’s cleaner writes, numeric ones too', () => {
    expect(
      htmlToText('Fees &amp; dates &lt;2027&gt; &quot;Vivah&quot; &#8377;500 &#x2014; ok'),
    ).toBe('Fees & dates <2027> "Vivah" \u20b9500 \u2014 ok');
    // The cleaner writes a no-break space as the character itself.
    expect(htmlToText('a\u00a0b')).toBe('a\u00a0b');
  });

  it('leaves what is no entity or tag as it is', () => {
    expect(htmlToText('5 < 6 & 7 > 3 &unknown;')).toBe('5 < 6 & 7 > 3 &unknown;');
  });

  it('reads what a DOM reads from the same HTML', () => {
    const html =
      '<h3>Seva</h3><ul><li>One &amp; two</li><li>Three &quot;3&quot;</li></ul><div>End</div>';
    const marked = html.replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
    const dom = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
    expect(htmlToText(html)).toBe(dom.replace(/\n{3,}/g, '\n\n').trim());
  });
});
