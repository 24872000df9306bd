-- Issue 26 point 9c: documents indexed before item_search_documents.buyable existed took its default
-- (true); an item priced wrong (price type not 1 or 2, spec 3 §4) is not buyable. Written with a new
-- writer, so the in-memory copies that follow the table read the change.
UPDATE item_search_documents d SET buyable = false, writer = pg_current_xact_id()
FROM items i
WHERE i.id = d.item_id AND i.price_type NOT IN (1, 2) AND NOT d.removed;
