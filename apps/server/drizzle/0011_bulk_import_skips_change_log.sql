-- A bulk import (the seed) re-indexes everything after writing, so it sets stallhub.bulk_import for its
-- transaction and the change log stays out of its way (millions of rows otherwise).
CREATE OR REPLACE FUNCTION record_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stallhub.bulk_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO item_changes (item_id) SELECT DISTINCT id FROM old_rows;
  ELSE
    INSERT INTO item_changes (item_id) SELECT DISTINCT id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_item_part_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stallhub.bulk_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO item_changes (item_id) SELECT DISTINCT item_id FROM old_rows;
  ELSE
    INSERT INTO item_changes (item_id) SELECT DISTINCT item_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_stall_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stallhub.bulk_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO item_changes (item_id)
  SELECT i.id FROM items i
  JOIN new_rows n ON n.id = i.shop_id
  JOIN old_rows o ON o.id = n.id
  WHERE (o.credit_level, o.strength, o.strength_type) IS DISTINCT FROM (n.credit_level, n.strength, n.strength_type);
  RETURN NULL;
END $$;
