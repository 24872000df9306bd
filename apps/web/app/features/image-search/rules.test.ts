import { IMAGE_SEARCH_MAX_BYTES } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fileProblem, imageAddressOf, imageResultsHref, isImageMd5, phoneImageSearchUrl } from './rules.ts';

const md5 = '0123456789abcdef0123456789abcdef';

describe('an image address is an http(s) URL of a picture (spec 3 §5)', () => {
  it('takes http and https addresses ending in a picture extension, whatever its case', () => {
    expect(imageAddressOf(' https://img.example.com/a/photo.JPG ')).toBe(
      'https://img.example.com/a/photo.JPG',
    );
    expect(imageAddressOf('http://img.example.com/p.webp')).toBe('http://img.example.com/p.webp');
    for (const ext of ['jpeg', 'png', 'gif', 'bmp', 'tiff', 'ppm'])
      expect(imageAddressOf(`https://x.example/p.${ext}`), ext).not.toBeNull();
  });

  it('drops the query string and fragment of an ordinary address', () => {
    expect(imageAddressOf('https://x.example/p.png?w=200&token=1#top')).toBe('https://x.example/p.png');
  });

  it('strips the size suffix of an Alicdn-style address', () => {
    expect(imageAddressOf('https://img.alicdn.com/bao/a.jpg_400x400q90.jpg')).toBe(
      'https://img.alicdn.com/bao/a.jpg',
    );
  });

  it('refuses an empty text, another scheme, a page, or a path with no picture extension', () => {
    for (const text of [
      '',
      '   ',
      'photo.jpg',
      'ftp://x.example/p.jpg',
      'https://x.example/',
      'https://x.example/p.pdf',
    ])
      expect(imageAddressOf(text), text).toBeNull();
  });
});

describe('a chosen picture file (spec 3 §5)', () => {
  it('must be one of the picture types, by name or, for a pasted screenshot, by type', () => {
    expect(fileProblem({ name: 'a.tiff', type: '', size: 10 })).toBeNull();
    expect(fileProblem({ name: '', type: 'image/png', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(fileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('notImage');
  });

  it('may be at most 4096 KB', () => {
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: IMAGE_SEARCH_MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: IMAGE_SEARCH_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
  });
});

describe('the results page of a searched picture', () => {
  it('is /list/{imageMd5}?searchCity={city} in Chinese, with the city in the path in another language', () => {
    expect(imageResultsHref('cn', 'hz', md5)).toBe(`/list/${md5}?searchCity=hz`);
    expect(imageResultsHref('en', 'hz', md5)).toBe(`/en/hz/list/${md5}?searchCity=hz`);
  });

  it('is told from a category list path by its 32 hexadecimal digits', () => {
    expect(isImageMd5(md5)).toBe(true);
    for (const segment of [
      'index.html',
      'set-16-0.html',
      `${md5}.html`,
      md5.toUpperCase(),
      md5.slice(1),
      undefined,
    ])
      expect(isImageMd5(segment), String(segment)).toBe(false);
  });
});

describe("the phone promo QR code opens the image search of the city in the buyer's language", () => {
  it('on the configured origin, the language in the path as its pages have it', () => {
    const origin = 'https://www.stallhub.example';
    expect(phoneImageSearchUrl(origin, 'cn', 'gz')).toBe(`${origin}/gz?imageSearch=1`);
    expect(phoneImageSearchUrl(origin, 'en', 'hz')).toBe(`${origin}/en/hz?imageSearch=1`);
  });
});
