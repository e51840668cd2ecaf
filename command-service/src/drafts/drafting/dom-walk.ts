/**
 * An element and its descendants of some tag names, in document order, in one walk: what cheerio's
 * `$(element).find(names).addBack(names)` gives. Cheerio's `find` hands css-select the element's children as an
 * array, which css-select first rids of nested duplicates by looking each child's ancestors up in that array:
 * O(children²) on an element of many children. A features list of 8,000 items took seconds per such call, and the
 * drafter makes several per section (`npm run bench:draft-shapes`, its listItems shape). Here each node is visited
 * once.
 */
import type { AnyNode, Element } from 'domhandler';

const isElement = (node: AnyNode): node is Element => 'name' in node && 'children' in node;

/**
 * `root` itself when its tag is one of `selfNames` (by default `names`: `.addBack(names)`), then its descendants
 * whose tag is one of `names` (`.find(names)`).
 */
export function elementsNamed(
  root: AnyNode,
  names: readonly string[],
  selfNames: readonly string[] = names,
): Element[] {
  const wanted = new Set(names);
  const found: Element[] = [];
  if (isElement(root) && selfNames.includes(root.name)) found.push(root);
  // Depth first, children pushed in reverse so that they come off the stack in document order.
  const stack: AnyNode[] = isElement(root) || 'children' in root ? [...(root as Element).children].reverse() : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (wanted.has(node.name)) found.push(node);
    for (let at = node.children.length - 1; at >= 0; at--) stack.push(node.children[at]!);
  }
  return found;
}
