import { injectMeta, injectSettings, withPlainScripts } from './template';

const meta = { title: 'A & B', description: '"quoted"', keywords: '<k>' };

it('replaces existing tags, escaping the texts', () => {
  const html =
    '<head><title>Old</title><meta name="description" content="x"><meta name=\'keywords\' content="y"></head>';
  expect(injectMeta(html, meta)).toBe(
    '<head><title>A &amp; B</title><meta name="description" content="&quot;quoted&quot;">' +
      '<meta name="keywords" content="&lt;k&gt;"></head>',
  );
});

it('adds missing tags before </head> and leaves empty values out', () => {
  const html = '<html><head></head><body></body></html>';
  expect(injectMeta(html, { title: 'T', description: '', keywords: 'k' })).toBe(
    '<html><head><title>T</title><meta name="keywords" content="k"></head><body></body></html>',
  );
});

it('is not fooled by $-patterns in the texts', () => {
  const out = injectMeta('<head><title>x</title></head>', { ...meta, title: "$& $' $`" });
  expect(out).toContain('<title>$&amp; $&#39; $`</title>');
});

it('finds the tags of a minified template', () => {
  const html =
    '<head><meta charset=utf-8><title>Trust</title><meta name=description content="d">' +
    '<meta content="k" name=keywords><meta name=descriptions content="other"></head>';
  expect(injectMeta(html, meta)).toBe(
    '<head><meta charset=utf-8><title>A &amp; B</title>' +
      '<meta name="description" content="&quot;quoted&quot;">' +
      '<meta name="keywords" content="&lt;k&gt;"><meta name=descriptions content="other"></head>',
  );
});

it('writes the settings as a data block no value can end or turn into markup', () => {
  const out = injectSettings('<head></head>', {
    trust_name: '</script><script>alert(1)</script>',
    line: 'a\u2028b',
  });
  expect(out).toBe(
    '<head><script id="site-settings" type="application/json">' +
      '{"trust_name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","line":"a\\u2028b"}' +
      '</script></head>',
  );
  const json = /json">(.*)<\/script>/.exec(out)?.[1] ?? '';
  expect(JSON.parse(json)).toEqual({
    trust_name: '</script><script>alert(1)</script>',
    line: 'a\u2028b',
  });
});

it('turns the boot tag back into the deferred tags it lists, in their order', () => {
  const boot =
    '<script defer src=/assets/boot.1.js data-scripts="/assets/runtime.2.js /assets/main.3.js">' +
    '</script>';
  expect(withPlainScripts(`<head>${boot}<link href=/a.css rel=stylesheet></head>`)).toBe(
    '<head><script defer src="/assets/runtime.2.js"></script>' +
      '<script defer src="/assets/main.3.js"></script><link href=/a.css rel=stylesheet></head>',
  );
  // A template built without a boot entry keeps its tags.
  const plain = '<head><script defer src=/assets/main.3.js></script></head>';
  expect(withPlainScripts(plain)).toBe(plain);
});
