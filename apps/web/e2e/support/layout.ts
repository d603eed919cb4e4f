// The layout check every width-sweeping journey runs in the page (issue 31): nothing scrolls
// sideways and no cell's text is wider than its box.

/**
 * What is wrong with the page's layout at this width: the document or a box scrolls sideways, or a
 * cell's or value's text is wider than its box. Visually hidden text (sr-only) is left out.
 */
export function layoutProblems(): string[] {
  const hidden = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
      if (style.position === 'absolute' && node.clientWidth <= 1 && node.clientHeight <= 1) return true;
    }
    return false;
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`;
  const root = document.documentElement;
  const problems: string[] = [];
  if (root.scrollWidth > root.clientWidth)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth}`);
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.matches('input, select, textarea') || hidden(element)) continue;
    const { overflowX } = getComputedStyle(element);
    if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
      problems.push(`${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`);
  }
  for (const cell of Array.from(document.querySelectorAll('main :is(td, th, dd, dt)'))) {
    if (hidden(cell) || cell.clientWidth === 0) continue;
    if (cell.scrollWidth > cell.clientWidth + 1)
      problems.push(`${name(cell)} is wider than its box: ${cell.scrollWidth} px in ${cell.clientWidth}`);
  }
  return problems;
}
