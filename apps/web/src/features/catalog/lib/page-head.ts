// The head of product and category pages (storefront spec §2.5): title, description, keywords,
// canonical link and schema.org JSON-LD, as route `meta` descriptors. The same on the server's
// document and after a move inside the app (ADR 0022). No offer (no price) in the JSON-LD.
import type { CategoryDetail, ItemDetail, PaginateItemsResponse } from '@medsupply/contract';
import { truncate } from '@medsupply/domain';
import type { MetaDescriptor } from 'react-router';

import { BRAND_NAME } from '@/lib/brand';

import { productName } from './product-rules';

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the API's sanitized HTML (tags dropped, entities decoded, whitespace collapsed). */
export function htmlText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const absolute = (path: string, publicUrl: string) => new URL(path, publicUrl).href;

export function productHead(item: ItemDetail, publicUrl: string): MetaDescriptor[] {
  const name = productName(item);
  const text = htmlText(item.description);
  const path = `/product/${item.urlComponent}`;
  const images = item.itemImage.map((image) => absolute(image.largeUrl, publicUrl));
  if (images.length === 0 && item.thumbnailImage) images.push(absolute(item.thumbnailImage, publicUrl));
  return [
    { title: item.titleTag ?? `${name} | ${BRAND_NAME}` },
    {
      name: 'description',
      content: truncate(item.metaTag ?? (text || `${name} by ${item.manufacturer}`), DESCRIPTION_MAX),
    },
    ...(item.searchKeywords ? [{ name: 'keywords', content: item.searchKeywords }] : []),
    { tagName: 'link', rel: 'canonical', href: absolute(path, publicUrl) },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        image: images,
        description: text,
        brand: { '@type': 'Brand', name: item.manufacturer },
        mpn: item.mpn,
        sku: item.itemName,
        url: absolute(path, publicUrl),
        ...(item.category ? { category: item.category.name } : {}),
      },
    },
  ];
}

export function categoryHead(
  category: CategoryDetail,
  listing: PaginateItemsResponse | null,
  publicUrl: string,
): MetaDescriptor[] {
  const description =
    category.description ??
    (listing
      ? `Shop ${category.name.toLowerCase()} from ${listing.facets.manufacturer.length} manufacturers at ${BRAND_NAME}: ${listing.total} products for clinics and practices.`
      : `Shop ${category.name.toLowerCase()} at ${BRAND_NAME}.`);
  return [
    { title: `${category.name} | ${BRAND_NAME}` },
    { name: 'description', content: truncate(htmlText(description), DESCRIPTION_MAX) },
    { tagName: 'link', rel: 'canonical', href: absolute(`/category/${category.urlComponent}`, publicUrl) },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: category.breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: absolute(`/category/${crumb.urlComponent}`, publicUrl),
        })),
      },
    },
  ];
}

/** A page not found: its title only. */
export const notFoundHead = (what: string): MetaDescriptor[] => [
  { title: `${what} not found | ${BRAND_NAME}` },
];
