import type { PDFFont } from 'pdf-lib';

/** What is printed in place of a character the font cannot draw: visible, so nothing vanishes silently. */
export const SUSTITUTO = '?';

const charsets = new WeakMap<PDFFont, Set<number>>();

const charset = (font: PDFFont): Set<number> => {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
};

/**
 * The text as the font can draw it: pdf-lib throws on a character its font lacks, and one such
 * character would stop every document that prints it. Typed text is drawn in the embedded Unicode
 * font (fuente.ts: accents, Greek, Cyrillic, Chinese); the standard fonts of the labels only encode
 * WinAnsi. Invisible format characters (direction marks, joiners, variation selectors) are dropped,
 * control characters become spaces and any other character the font lacks (emoji, Arabic, Hebrew:
 * pdf-lib neither shapes nor reorders right-to-left text) becomes SUSTITUTO. `max` cuts by
 * characters, never inside one.
 */
export const legible = (font: PDFFont, s: string, max = Infinity): string => {
  const set = charset(font);
  let out = '';
  let n = 0;
  for (const ch of s.normalize('NFC')) {
    if (n >= max) break;
    const cp = ch.codePointAt(0) as number;
    if (set.has(cp)) out += ch;
    else if (/[\p{Cf}\p{Mn}\p{Me}]/u.test(ch)) continue;
    else if (/\p{Cc}/u.test(ch)) out += ' ';
    else out += SUSTITUTO;
    n++;
  }
  return out;
};
