// Page heads for product and category pages (storefront spec §2.5, ARCHITECTURE §5): title,
// description, keywords, canonical link and schema.org JSON-LD injected into index.html, with the
// page's first data so it paints without a second round trip. Pages are rendered for anonymous
// visitors (the SPA request carries no token), so neither the JSON-LD nor the data has prices.
import type { FastifyRequest } from 'fastify';
import { truncate } from '@medsupply/domain';
import { IdOrUrlComponent, type CategoryPageData, type ProductPageData } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { visitor } from '../../core/actor.ts';
import { isRefusal } from '../../core/refusals.ts';
import type { HeadProvider, PageHead } from '../../http/spa.ts';
import { htmlToText } from '../../core/sanitize-html.ts';
import * as catalog from './catalog.service.ts';
import { getCategoryDetail } from './category.service.ts';
import { paginate } from './listing.service.ts';

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

/** The decoded id or urlComponent of `/{prefix}/{key}`, '' when it is malformed, null for other paths. */
function keyOf(pathname: string, prefix: string): string | null {
  const match = new RegExp(`^/${prefix}/([^/]+)/?$`).exec(pathname);
  if (!match?.[1]) return null;
  try {
    const key = decodeURIComponent(match[1]);
    return IdOrUrlComponent.safeParse(key).success ? key : '';
  } catch {
    return '';
  }
}

const isNotFound = (error: unknown) => isRefusal(error, 'ITEM_NOT_FOUND', 'CATEGORY_NOT_FOUND');

function productHead(ctx: AppContext): HeadProvider {
  const { name: storeName, publicUrl } = ctx.config.store;
  return async (request: FastifyRequest, pathname: string): Promise<PageHead | null> => {
    const key = keyOf(pathname, 'product');
    if (key === null) return null;
    const missing = (): PageHead => {
      const data: ProductPageData = { page: 'product', key, item: null };
      return { title: `Product not found | ${storeName}`, status: 404, data };
    };
    if (key === '') return missing();
    let item;
    try {
      item = await catalog.getItem(ctx.db, key, catalog.viewerOf(visitor(request.ip)));
    } catch (error) {
      if (isNotFound(error)) return missing();
      throw error;
    }
    const name = item.siteDisplayName ?? item.displayName;
    const text = htmlToText(item.description);
    const images = item.itemImage.map((image) => new URL(image.largeUrl, publicUrl).href);
    if (images.length === 0 && item.thumbnailImage) images.push(new URL(item.thumbnailImage, publicUrl).href);
    const data: ProductPageData = { page: 'product', key, item };
    return {
      title: item.titleTag ?? `${name} | ${storeName}`,
      description: truncate(item.metaTag ?? (text || `${name} by ${item.manufacturer}`), DESCRIPTION_MAX),
      ...(item.searchKeywords ? { keywords: item.searchKeywords } : {}),
      canonicalPath: `/product/${item.urlComponent}`,
      // storefront spec §2.5: name, image, description, brand, MPN, sku; no offer (no price) here.
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        image: images,
        description: text,
        brand: { '@type': 'Brand', name: item.manufacturer },
        mpn: item.mpn,
        sku: item.itemName,
        url: new URL(`/product/${item.urlComponent}`, publicUrl).href,
        ...(item.category ? { category: item.category.name } : {}),
      },
      data,
    };
  };
}

function categoryHead(ctx: AppContext): HeadProvider {
  const { name: storeName, publicUrl } = ctx.config.store;
  return async (request: FastifyRequest, pathname: string): Promise<PageHead | null> => {
    const key = keyOf(pathname, 'category');
    if (key === null) return null;
    const missing = (): PageHead => {
      const data: CategoryPageData = { page: 'category', key, category: null, listing: null };
      return { title: `Category not found | ${storeName}`, status: 404, data };
    };
    if (key === '') return missing();
    const viewer = catalog.viewerOf(visitor(request.ip));
    let category;
    try {
      category = await getCategoryDetail(ctx.db, key);
    } catch (error) {
      if (isNotFound(error)) return missing();
      throw error;
    }
    const listing = await paginate(
      ctx.db,
      { page: 1, limit: 10, category: category.id, facets: {}, sort: 'relevance' },
      viewer,
    );
    const data: CategoryPageData = { page: 'category', key, category, listing };
    const description =
      category.description ??
      `Shop ${category.name.toLowerCase()} from ${listing.facets.manufacturer.length} manufacturers at ${storeName}: ${listing.total} products for clinics and practices.`;
    return {
      title: `${category.name} | ${storeName}`,
      description: truncate(htmlToText(description), DESCRIPTION_MAX),
      canonicalPath: `/category/${category.urlComponent}`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: category.breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: new URL(`/category/${crumb.urlComponent}`, publicUrl).href,
        })),
      },
      data,
    };
  };
}

export const catalogHeadProviders = (ctx: AppContext): HeadProvider[] => [
  productHead(ctx),
  categoryHead(ctx),
];
