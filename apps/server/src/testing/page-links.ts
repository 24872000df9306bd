/**
 * The href of every <a> in a page, as a browser reads it. No HTML parser small enough sits in
 * node_modules, so this is a tokenising regex over tags: script, style and comment text is dropped
 * first (a "<a href" inside them is not a link), each attribute is matched whole so a ">" inside a
 * quoted value cannot end the tag, and character references in the value are decoded.
 */
export function linksOf(html: string): string[] {
  const markup = html.replace(
    /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi,
    '',
  );
  const hrefs: string[] = [];
  for (const [, attributes = ''] of markup.matchAll(ANCHOR)) {
    for (const [, name = '', ...values] of attributes.matchAll(ATTRIBUTE)) {
      if (name.toLowerCase() !== 'href') continue;
      hrefs.push(decodeReferences((values.find((v) => v !== undefined) ?? '').trim()));
      break;
    }
  }
  return hrefs;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ANCHOR = new RegExp(`<a((?:\\s+${ATTRIBUTE.source})*)\\s*/?>`, 'gi');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Numeric references and the named ones attribute values carry in practice (React writes only these). */
function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
