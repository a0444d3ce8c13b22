import { plainText, snippetAround } from './text';

describe('plainText', () => {
  it('drops tags, scripts and styles and folds white space', () => {
    expect(
      plainText('<p>The <strong>annual</strong> day<br/>was<script>alert(1)</script> fun.</p>'),
    ).toBe('The annual day was fun.');
    expect(plainText('<style>p{}</style><!-- note --><ul><li>One</li><li>Two</li></ul>')).toBe(
      'One Two',
    );
  });

  it('decodes the common entities, named and numeric', () => {
    expect(plainText('Tax &amp; audit &lt;help&gt; &#8377;500&nbsp;only &#x27;now&#x27;')).toBe(
      "Tax & audit <help> ₹500 only 'now'",
    );
    expect(plainText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('keeps a lone "<" that opens no tag', () => {
    expect(plainText('2 < 3 and 5 > 4')).toBe('2 < 3 and 5 > 4');
  });
});

describe('snippetAround', () => {
  const words = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `word${from + i}`).join(' ');

  it('gives short text whole', () => {
    expect(snippetAround('A short text.', 'short')).toBe('A short text.');
  });

  it('cuts long text around the first match, with ellipses and whole words', () => {
    const text = `${words(0, 60)} scholarship ${words(60, 120)}`;
    const snippet = snippetAround(text, 'scholarship');
    expect(snippet).toContain('scholarship');
    expect(snippet.startsWith('…word')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(162);
    expect(snippet).toMatch(/^…word\d+ .* word\d+…$/);
  });

  it('starts at the beginning when the match is early or missing', () => {
    const text = `scholarship ${words(0, 80)}`;
    expect(snippetAround(text, 'scholarship').startsWith('scholarship')).toBe(true);
    expect(snippetAround(text, 'absent').startsWith('scholarship word0')).toBe(true);
  });

  it('keeps a match near the end in view', () => {
    const text = `${words(0, 80)} scholarship`;
    expect(snippetAround(text, 'scholarship').endsWith('scholarship')).toBe(true);
  });
});
