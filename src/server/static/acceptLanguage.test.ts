import { buildSiteApp } from '../../../test/server/helpers/builtSite';
import { hindiFixture } from '../../../test/server/helpers/hindiContent';
import type { TestApp } from '../../../test/server/helpers/testApp';

import { pageLanguage } from './acceptLanguage';

describe('pageLanguage', () => {
  it('chooses Hindi only when a Hindi tag ranks above every English one', () => {
    expect(pageLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pageLanguage('hi')).toBe('hi');
    expect(pageLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(pageLanguage('en;q=0.5, hi-IN;q=0.6')).toBe('hi');
    expect(pageLanguage('hi;q=0.5, en;q=0.5')).toBe('en');
    expect(pageLanguage('fr, hi;q=0.3')).toBe('hi');
    expect(pageLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(pageLanguage('hi;q=abc')).toBe('en');
    expect(pageLanguage('*')).toBe('en');
    expect(pageLanguage('')).toBe('en');
    expect(pageLanguage(undefined)).toBe('en');
  });
});

describe('the page the server writes', () => {
  const content = hindiFixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSiteApp({ contentDir: content.dir });
  });
  afterAll(async () => {
    await t.close();
    content.remove();
  });

  const page = (acceptLanguage: string) =>
    t.app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-language': acceptLanguage },
    });

  it('is in Hindi when Accept-Language prefers Hindi: title, description, settings, lang', async () => {
    const response = await page('hi-IN,hi;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('<title>मुखपृष्ठ | टेस्ट ट्रस्ट</title>');
    expect(response.body).toContain('<meta name="description" content="टेस्ट ट्रस्ट में आपका स्वागत है">');
    // No Hindi keywords: the English ones, whole.
    expect(response.body).toContain('content="trust, &quot;community&quot;"');
    expect(response.body).toMatch(/data-lang="hi">\{[^<]*"trust_name":"टेस्ट ट्रस्ट"/);
  });

  it('is in English otherwise, as before, and still varies by the header', async () => {
    const response = await page('en-GB,en;q=0.9,hi;q=0.8');
    expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Home | Test Trust</title>');
    expect(response.body).not.toContain('data-lang');
    expect(response.body).toContain('"trust_name":"Test Trust"');
  });

  it('writes a Hindi page without Hindi of its own in English, with the Hindi settings', async () => {
    const response = await t.app.inject({
      url: '/services',
      headers: { accept: 'text/html', 'accept-language': 'hi' },
    });
    expect(response.body).toContain('<title>Our Services</title>');
    expect(response.body).toContain('<html lang="hi">');
    const notFound = await t.app.inject({
      url: '/no-such-page',
      headers: { accept: 'text/html', 'accept-language': 'hi' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers.vary).toBe('Accept-Language, Accept-Encoding');
  });
});
