-- A relevance page of a broad search looks in the most popular listed items first
-- (catalog.queries.ts popularWindowPage, ADR 0011 follow-up of session 9): this index walks them in order.
CREATE INDEX "item_search_popularity_idx" ON "item_search" USING btree ("popularity" DESC NULLS LAST,"id");