import { render } from '@testing-library/react';
import { createElement } from 'react';
import { Media } from '../index';
import { mediaUrl as pageMediaUrl } from '../mediaUrl';
import { isVideoFile, mediaUrl, videoEmbedUrl } from './lib/media';
import { resolveLink } from './lib/links';

describe('mediaUrl', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['site/banner-1.jpg', '/media/site/banner-1.jpg'],
    ['///site/banner-1.jpg', '/media/site/banner-1.jpg'],
    ['site/my photo.jpg', '/media/site/my%20photo.jpg'],
    ['https://cdn.example.org/a.jpg', 'https://cdn.example.org/a.jpg'],
    ['http://cdn.example.org/a.jpg', 'http://cdn.example.org/a.jpg'],
    ['../secret.txt', ''],
    ['site/../../etc/passwd', ''],
    ['site/%2e%2e/x.jpg', ''],
    ['javascript:alert(1)', ''],
    ['data:image/png;base64,AAAA', ''],
    ['site\\x.jpg', ''],
  ])('%j → %j', (path, url) => {
    expect(mediaUrl(path)).toBe(url);
  });
});

describe('encoded traversal', () => {
  const hostile = [
    'site/%2e%2e/secret.jpg',
    'site/%2E%2E/secret.jpg',
    'site/.%2e/secret.jpg',
    'site/%2e./secret.jpg',
    '%2e%2e/%2e%2e/etc/passwd',
    'site/%2e/x.jpg',
    'site/%2e%2e%2fsecret.jpg',
    'site/%00.jpg',
    'site/%zz.jpg',
  ];

  it.each(hostile)('%j gives no URL from either entry point', (path) => {
    expect(mediaUrl(path)).toBe('');
    // The content pages' helper is the same function, so it cannot drift to another rule.
    expect(pageMediaUrl(path)).toBe('');
  });

  it('renders nothing for an encoded traversal path on a content page', () => {
    const { container } = render(
      createElement(Media, { path: 'site/%2e%2e/secret.jpg', alt: 'secret' }),
    );
    expect(container.innerHTML).toBe('');
  });

  it('still renders a plain path', () => {
    const { container } = render(createElement(Media, { path: 'site/a b.jpg', alt: 'a' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/site/a%20b.jpg');
  });
});

describe('isVideoFile', () => {
  it.each([
    ['site/intro.mp4', true],
    [' site/intro.WEBM ', true],
    ['site/intro.mp4?v=2', true],
    ['site/intro.jpg', false],
    [null, false],
    [undefined, false],
  ])('%j → %j', (path, video) => {
    expect(isVideoFile(path)).toBe(video);
  });
});

describe('resolveLink', () => {
  it.each([
    ['/about_us', { kind: 'internal', to: '/about_us' }],
    ['services/gst', { kind: 'internal', to: '/services/gst' }],
    ['https://example.org/x', { kind: 'external', href: 'https://example.org/x' }],
    ['#modal-register', { kind: 'plain', href: '#modal-register' }],
    ['tel:+919999999999', { kind: 'plain', href: 'tel:+919999999999' }],
    ['', null],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['data:text/html,x', null],
    ['vbscript:x', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
  ])('%j', (raw, expected) => {
    expect(resolveLink(raw)).toEqual(expected);
  });
});

describe('videoEmbedUrl', () => {
  it('accepts only the listed https players and turns YouTube links into embeds', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(videoEmbedUrl('https://youtu.be/abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(videoEmbedUrl('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1',
    );
    // Hosts outside shared/domain/embeds.ts would be blocked by the CSP frame-src anyway.
    expect(videoEmbedUrl('https://player.example.org/v/1')).toBe('');
    expect(videoEmbedUrl('http://player.vimeo.com/video/1')).toBe('');
    expect(videoEmbedUrl('javascript:alert(1)')).toBe('');
    expect(videoEmbedUrl('site/intro.mp4')).toBe('');
  });
});
