-- Every write that changes what a buyer finds (an item, its SKUs, its English title, its stall's credit or
-- strength) records the item in item_changes, whoever writes: the search index feed reads them.
-- Statement-level triggers with transition tables: a bulk write adds its ids in one insert.
CREATE FUNCTION record_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO item_changes (item_id) SELECT DISTINCT id FROM old_rows;
  ELSE
    INSERT INTO item_changes (item_id) SELECT DISTINCT id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_item_part_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO item_changes (item_id) SELECT DISTINCT item_id FROM old_rows;
  ELSE
    INSERT INTO item_changes (item_id) SELECT DISTINCT item_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_stall_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_changes (item_id)
  SELECT i.id FROM items i
  JOIN new_rows n ON n.id = i.shop_id
  JOIN old_rows o ON o.id = n.id
  WHERE (o.credit_level, o.strength, o.strength_type) IS DISTINCT FROM (n.credit_level, n.strength, n.strength_type);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_inserted AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_changes();
--> statement-breakpoint
CREATE TRIGGER items_updated AFTER UPDATE ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_changes();
--> statement-breakpoint
CREATE TRIGGER items_deleted AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_changes();
--> statement-breakpoint
CREATE TRIGGER skus_inserted AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_part_changes();
--> statement-breakpoint
CREATE TRIGGER skus_updated AFTER UPDATE ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_part_changes();
--> statement-breakpoint
CREATE TRIGGER skus_deleted AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_part_changes();
--> statement-breakpoint
CREATE TRIGGER item_translations_inserted AFTER INSERT ON item_translations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_part_changes();
--> statement-breakpoint
CREATE TRIGGER item_translations_updated AFTER UPDATE ON item_translations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_item_part_changes();
--> statement-breakpoint
CREATE TRIGGER stalls_updated AFTER UPDATE ON shops REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_stall_item_changes();
