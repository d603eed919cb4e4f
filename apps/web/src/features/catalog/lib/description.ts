// storefront spec §2.5: the product description is shown with its list wrapper tags removed. The
// API sends sanitized HTML (an allow-list of tags); the <ul>/<ol> wrappers are dropped and each
// list item becomes a line of its own, so no orphan <li> is left outside a list (which assistive
// technology would misread, and axe reports as 'listitem').
export function stripListWrappers(html: string): string {
  return html
    .replace(/<\/?(ul|ol)(\s[^>]*)?>/gi, '')
    .replace(/<li(\s[^>]*)?>/gi, '<p class="description-line">')
    .replace(/<\/li>/gi, '</p>');
}
