/**
 * @jest-environment jsdom
 */
// Requirements §7.3: clients read the textContent of resP and resPS. A browser's HTML parser is
// the judge of the escaping: whatever the text holds, parsing the fragment gives it back whole.
import { dataAnswer, doneAnswer, encodeAnswer, escapeText } from './wire';

const texts = [
  `<img src=x onerror=alert(1)> "quoted" & 'single' </div><div id="resPS">1</div>`,
  `&quot; &amp;lt; &#39; &#x3C;script&#x3E; &nbsp`,
  `<!-- a comment --> <![CDATA[ x ]]> <script>alert(1)</script> <textarea></textarea>`,
  `नमस्ते 🙏 \u00a0 \r\n end`,
];

function parse(html: string): { p: Element | null; ps: Element | null; count: number } {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return {
    p: doc.getElementById('resP'),
    ps: doc.getElementById('resPS'),
    count: doc.body.querySelectorAll('*').length,
  };
}

describe('answers as a browser parses them', () => {
  it.each(texts)('gives back %j as the text of resP, with no other element', (text) => {
    for (const wire of [doneAnswer(text), dataAnswer({ note: text, [text]: [text] })]) {
      const { p, ps, count } = parse(encodeAnswer(wire));
      expect(p?.textContent?.replace(/\r\n?/g, '\n')).toBe(wire.text.replace(/\r\n?/g, '\n'));
      expect(ps?.textContent).toBe(wire.status);
      expect(count).toBe(2);
    }
  });

  it('leaves quotes as they are: they mean nothing in text, and a JSON answer is full of them', () => {
    const html = encodeAnswer(dataAnswer({ a: "it's" }));
    expect(html).toBe(`<div id="resP">{"a":"it's"}</div><div id="resPS">1</div>`);
    expect(escapeText(`a & b < c > "d"`)).toBe(`a &amp; b &lt; c &gt; "d"`);
  });
});
