/** Text made safe inside HTML or XML (SVG) markup: element content and quoted attribute values. */
export const escapeMarkup = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
