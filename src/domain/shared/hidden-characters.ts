// Characters that change how the text around them is shown without being seen themselves: the
// text-direction controls (U+202E RIGHT-TO-LEFT OVERRIDE shows "\u202Eevil" as "live"), the zero-width
// and other default-ignorable characters (U+200B, U+2060, U+FEFF, the Hangul fillers, variation
// selectors, tags), and every other format or control character, line and paragraph separator and
// lone surrogate. In a name they let one account or company pass for another in lists and logs.
//
// Two joiners keep their use: ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER between letters of the
// scripts that write words with them (Persian and Arabic names, the Indic scripts), and the joiners
// and variation selectors inside an emoji sequence. Mongolian free variation selectors after a
// Mongolian letter too. Anywhere else (between Latin letters, at an end) they are hidden characters.

const JOINING = String.raw`\p{sc=Arabic}\p{sc=Syriac}\p{sc=Nko}\p{sc=Mongolian}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}` +
  String.raw`\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}`
const KEPT = [
  String.raw`(?<=[${JOINING}]\p{M}*)[\u200C\u200D](?=\p{M}*[${JOINING}])`,
  String.raw`(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?)[\uFE0E\uFE0F]`,
  String.raw`(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)\u200D(?=\p{Extended_Pictographic})`,
  String.raw`(?<=\p{sc=Mongolian})[\u180B-\u180D\u180F]`,
].join('|')
const HIDDEN = String.raw`(?!${KEPT})[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]`
const ONE_HIDDEN = new RegExp(HIDDEN, 'u')
const EVERY_HIDDEN = new RegExp(HIDDEN, 'gu')

/** The first hidden character of a text, as `U+202E`; undefined when it has none. */
export const firstHiddenCharacter = (s: string): string | undefined => {
  const found = ONE_HIDDEN.exec(s)
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : undefined
}

/** The text without its hidden characters (the joiners above kept). */
export const withoutHiddenCharacters = (s: string): string => s.replace(EVERY_HIDDEN, '')
