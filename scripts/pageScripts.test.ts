import { namedScripts } from './lib/pageScripts.mjs';

describe('namedScripts', () => {
  it('reads plain tags, quoted or not, and the boot tag with the scripts it lists', () => {
    const html =
      '<head><script defer src=/assets/boot.1.js data-scripts="/assets/runtime.2.js /assets/main.3.js">' +
      '</script><script defer src="/assets/extra.4.js"></script>' +
      '<script id="server-answers" type="application/json">{"src":"x.js"}</script></head>';
    expect(namedScripts(html)).toEqual([
      '/assets/boot.1.js',
      '/assets/runtime.2.js',
      '/assets/main.3.js',
      '/assets/extra.4.js',
    ]);
  });
});
