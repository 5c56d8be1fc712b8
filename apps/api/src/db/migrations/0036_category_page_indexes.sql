-- Category pages at a million products (issue 18). A page is now read category by category, each
-- through an index in the page's order, and merged (product.sql.ts, pickIdsInCategories): best
-- sellers need the one order that had no per-category index. The page's total and its brand
-- choices count the products on sale in the categories: an index with exactly that condition
-- answers both without reading the rows.
CREATE INDEX products_category_sales_idx ON products (category_id, sales_count DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_on_sale_category_idx ON products (category_id, brand_id) WHERE status = 'active' AND NOT delisted;
