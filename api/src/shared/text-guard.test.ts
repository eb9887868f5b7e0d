import { describe, expect, it } from '@jest/globals';
import { assertCleanText, findDisallowedText, hasDisallowedCharacters, TEXT_NOT_ALLOWED } from './text-guard.js';

const char = (code: number) => String.fromCharCode(code);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('hasDisallowedCharacters', () => {
  it('refuses every C0 control but tab, line feed and carriage return, DEL and every C1 control', () => {
    const refused = [...range(0x00, 0x1f).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)), 0x7f, ...range(0x80, 0x9f)];
    for (const code of refused) expect([code, hasDisallowedCharacters(`a${char(code)}b`)]).toEqual([code, true]);
  });

  it('accepts tab, line breaks, printable ASCII and Latin-1, and other scripts', () => {
    const accepted = [0x09, 0x0a, 0x0d, ...range(0x20, 0x7e), ...range(0xa0, 0xff), 0x2028, 0x202e, 0x4e2d, 0xfeff, 0xfffd];
    for (const code of accepted) expect([code, hasDisallowedCharacters(`a${char(code)}b`)]).toEqual([code, false]);
  });

  it('refuses lone surrogates and accepts pairs', () => {
    expect(hasDisallowedCharacters('🌸')).toBe(false);
    expect(hasDisallowedCharacters('a\ud83cb')).toBe(true);
    expect(hasDisallowedCharacters('a\udf38b')).toBe(true);
    expect(hasDisallowedCharacters('\udf38\ud83c')).toBe(true);
    expect(hasDisallowedCharacters('end\ud83c')).toBe(true);
  });
});

describe('findDisallowedText', () => {
  it('finds values and keys at any depth and names the path', () => {
    expect(findDisallowedText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(findDisallowedText({ a: { ['k\u0001']: 1 } })).toEqual(['a']);
    expect(findDisallowedText(['fine', 1, null, true, { x: 'y' }])).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findDisallowedText(deep)).toHaveLength(100_000);
  });

  it('does not walk into class instances, buffers or promises (uploads are not text)', () => {
    class Upload {
      filename = 'a\u0000.jpg';
    }
    expect(findDisallowedText({ file: new Upload(), data: Buffer.from([0]), later: Promise.resolve('\u0000') })).toBeNull();
  });

  it('assertCleanText throws a 400 naming the innermost field', () => {
    expect(() => assertCleanText({ input: { firstName: 'a\u0000' } })).toThrow(TEXT_NOT_ALLOWED);
    try {
      assertCleanText({ input: { tags: ['ok', 'a\u0000'] } });
    } catch (e) {
      expect((e as { status: number }).status).toBe(400);
      expect((e as { extensions: Record<string, unknown> }).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tags' });
    }
    expect.assertions(3);
  });
});
