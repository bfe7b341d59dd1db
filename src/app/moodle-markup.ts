/**
 * Markup for the Moodle export (issue 24): XML and HTML written element by
 * element, every text and attribute escaped, CDATA sections that survive any
 * text (`]]>` split across two sections), and base64 for files embedded in the
 * XML (`<file encoding="base64">`). Pure: no DOM, no Node.
 */

/** `&`, `<`, `>` and both quotes as references: safe in XML and HTML text and in attribute values. */
export function escapeXml(text: string): string {
  // `&` first, so that the references the others write are not escaped again.
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

/** Characters XML 1.0 forbids anywhere (controls but tab, newline and return; lone surrogates; U+FFFE, U+FFFF): dropped. */
export function xmlChars(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what this finds
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/** An attribute's value: a string, or a number written as JavaScript writes it; `null` leaves the attribute out. */
export type AttributeValue = string | number | null;

/**
 * One element: `<name a="v">children</name>`, or `<name a="v"/>` without
 * children. Attributes are escaped here; children are markup already
 * (strings from `el`, `text` or `cdata`).
 */
export function el(name: string, attrs: Record<string, AttributeValue> = {}, ...children: string[]): string {
  const a = attributes(attrs);
  return children.length === 0 ? `<${name}${a}/>` : `<${name}${a}>${children.join('')}</${name}>`;
}

/** Attributes as written in a tag, each with a space before it. */
function attributes(attrs: Record<string, AttributeValue>): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== null)
    .map(([k, v]) => ` ${k}="${escapeXml(xmlChars(String(v)))}"`)
    .join('');
}

/** The XML declaration: version 1.0, UTF-8. */
export function xmlDeclaration(): string {
  return `<?xml${attributes({ version: '1.0', encoding: 'UTF-8' })}?>`;
}

/** Text content, escaped. */
export function text(content: string | number): string {
  return escapeXml(xmlChars(String(content)));
}

/**
 * Text that Moodle's cleaning of names (`clean_param(…, PARAM_TEXT)`, that is
 * PHP's `strip_tags`, for question and category names) keeps as it is:
 * strip_tags takes a `<` followed by anything but white space for the start of
 * a tag and drops it up to the next `>`, but keeps a `<` followed by white
 * space. So a space goes after every `<` that has none: `R<b>` is written
 * `R< b>`, and `</span>` no longer looks like Moodle's multilingual markup.
 * (A `<` at the very end would still be dropped once Moodle trims the space:
 * the names this is used for never end with a node's name.)
 */
export function untagged(text: string): string {
  return text.replace(/<(?![ \t\n\v\f\r])/g, '< ');
}

/**
 * Text as one or more CDATA sections: `]]>` inside it is split so that no section ends early. Each piece of
 * it reaches a parser whole (no reference splits it): Moodle's XML parser drops the pieces that are only
 * white space, so `&amp; &lt;` written as references would lose its space, and in CDATA keeps it.
 */
export function cdata(content: string): string {
  return `<![CDATA[${xmlChars(content).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The base64 digit of a 6-bit number. */
const digit = (k: number): string => ALPHABET.charAt(k);

/** A string's UTF-8 bytes (lone surrogates as U+FFFD, as TextEncoder does). */
export function utf8(s: string): number[] {
  const bytes: number[] = [];
  for (const ch of s) {
    let c = ch.codePointAt(0)!; // a string's iterator yields whole code points, never an empty string
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

/** A text's UTF-8 bytes in base64 (RFC 4648, with padding, no line breaks). */
export function base64(s: string): string {
  const b = utf8(s);
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    // One to three bytes, as 24 bits from the left (missing bytes as zeros): four digits, `=` for each digit past the bytes.
    const chunk = b.slice(i, i + 3);
    const n = chunk.reduce((bits, byte, k) => bits | (byte << (16 - 8 * k)), 0);
    out += digit(n >> 18) + digit((n >> 12) & 63);
    out += chunk.length > 1 ? digit((n >> 6) & 63) : '=';
    out += chunk.length > 2 ? digit(n & 63) : '=';
  }
  return out;
}
