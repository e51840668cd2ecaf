/**
 * A strict, small well-formedness check for the XML this service writes (test helper): one root
 * element, tags properly nested and closed, attributes quoted and not repeated, no stray `<` or `&`
 * in text or attribute values. Comments, CDATA, DTDs and processing instructions are refused
 * (badges use none). Returns the problems found; empty when well-formed.
 */
const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);/g;
const TAG = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, 'g');

const badText = (text: string): boolean => text.includes('<') || text.replace(ENTITY, '').includes('&');

export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (badText(text)) problems.push(`bad character in text at ${i}`);
    if (stack.length === 0 && text.trim() !== '') problems.push(`text outside the root at ${i}`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(xml);
    if (!match) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing, name, attributes, selfClosing] = match;
    if (closing) {
      if (attributes || selfClosing) problems.push(`closing tag </${name}> with attributes`);
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) roots++;
      const seen = new Set<string>();
      for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
        if (seen.has(attribute)) problems.push(`attribute ${attribute} repeated on <${name}>`);
        seen.add(attribute);
        if (badText(value)) problems.push(`bad character in attribute ${attribute} of <${name}>`);
      }
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
