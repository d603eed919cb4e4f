CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phrases" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_search" ADD COLUMN "name_normalized" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Search that forgives (issue 29, docs/decisions/0039). Units and numbers are written one way in
-- the index and in a query: search_normalize() rewrites lower-cased text so that '5cc', '5 cc',
-- '5 mL' and '5ml' all read '5ml'; '18 gauge', '18 ga' and '18G' read '18g'; '4 × 4 in', '4x4"'
-- and '4 x 4' read '4x4'; '1"', '1 inch' and '1 in' read '1in'; '100ct', '100 count', '100/box',
-- '10 pack' and 'box of 100' read '100ct'; and the sizes S/M/L/XL/XS/XXL and their words read
-- small, medium, large, xlarge, xsmall, xxlarge (a letter right after a number stays a unit: '10 m').
-- It is the only copy of these rules: the item_search trigger applies it to what it indexes, and
-- the API asks it for every query (search.queries.ts), so the two cannot drift apart.
CREATE FUNCTION search_normalize(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text := lower(input);
  -- A size letter right after a number is a unit ('10 m', '1 l'), not a size.
  size_start constant text := '(?<![\d.])(?<![\d.] )\m';
BEGIN
  t := regexp_replace(t, '(\d),(\d{3})', '\1\2', 'g');                  -- 1,000 mL
  t := regexp_replace(t, '(\d)\s*("|''''|”|″)', '\1 in ', 'g');          -- inch marks
  t := replace(t, '×', ' x ');
  t := regexp_replace(t, '(\d+)\s*(g|ga|gauge)\M', '\1g', 'g');
  -- Whole inches, after a dimension has taken its own: '3/8 in' keeps its fraction as written.
  t := regexp_replace(t, '(\d+(\.\d+)?)\s*(in|inch|inches)\M', '\1in', 'g');
  t := regexp_replace(t, '(^|[^\d./])(\d+(\.\d+)?)in\s*x\s*(\d+(\.\d+)?)(in)?\M', '\1\2x\4', 'g');
  t := regexp_replace(t, '(^|[^\d./])(\d+(\.\d+)?)\s*x\s*(\d+(\.\d+)?)(in)?\M', '\1\2x\4', 'g');
  t := regexp_replace(t, '(\d+(\.\d+)?)\s*(cc|ml|mls|milliliters?|millilitres?)\M', '\1ml', 'g');
  t := regexp_replace(t,
    '(\d+)\s*(ct|count|pk|pack|pcs|pieces|per box|per pack|per case|/\s*(box|bx|pk|pack|case|cs|bag))\M',
    '\1ct', 'g');
  t := regexp_replace(t, '\m(box|bx|pack|pk|case|cs|bag|package|pkg|roll)\s+of\s+(\d+)\M', '\2ct', 'g');
  t := regexp_replace(t, '\m(xs|x-small|extra-small|extra small)\M', 'xsmall', 'g');
  t := regexp_replace(t, '\m(xxl|2xl|xx-large|2x-large)\M', 'xxlarge', 'g');
  t := regexp_replace(t, '\m(xl|x-large|extra-large|extra large)\M', 'xlarge', 'g');
  t := regexp_replace(t, size_start || '(s|sm)\M', 'small', 'g');
  t := regexp_replace(t, size_start || '(m|med)\M', 'medium', 'g');
  t := regexp_replace(t, size_start || '(l|lg)\M', 'large', 'g');
  RETURN t;
END
$$;
--> statement-breakpoint
-- The words a text adds to search_words: letters only, four or more (shorter ones get no typo
-- allowance, and words with digits are item numbers, MPNs or sizes, which are never corrected).
CREATE FUNCTION search_words_in(input text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_normalize(input), '[^[:alpha:]]+') AS w
  WHERE length(w) >= 4
$$;
--> statement-breakpoint
-- What item_search indexes of an item beyond items.search_vector: its name and keywords, and its
-- active variants' (a matrix item stands for them: 'nitrile gloves xl' finds the gloves sold in
-- XL), with units and sizes written as search_normalize writes them.
CREATE FUNCTION search_unit_vector(input text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(to_tsvector('english', search_normalize(input)))
$$;
--> statement-breakpoint
CREATE FUNCTION item_search_extra(listed_ids integer[]) RETURNS TABLE (id integer, extra tsvector)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(i.parent_id, i.id),
    search_unit_vector(string_agg(coalesce(i.site_display_name, i.display_name) || ' ' || i.search_keywords, ' '))
  FROM items i
  WHERE (i.id = ANY ($1) OR i.parent_id = ANY ($1)) AND NOT i.inactive
  GROUP BY 1
$$;
--> statement-breakpoint
-- The trigger function of 0010 with the normalized words (item_search_extra) in the search vector,
-- the normalized name (name_normalized, for the name score) and new words added to search_words.
-- Codes are kept exactly as 0010 keeps them.
CREATE OR REPLACE FUNCTION item_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM item_search;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM item_search s USING old_items o WHERE s.id = o.id;
    UPDATE item_search s SET codes = c.codes
    FROM item_search_codes(ARRAY(SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL)) c
    WHERE s.id = c.id AND s.codes IS DISTINCT FROM c.codes;
    UPDATE item_search s SET search_vector = strip(i.search_vector || x.extra)
    FROM item_search_extra(ARRAY(SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL)) x
    JOIN items i ON i.id = x.id
    WHERE s.id = x.id AND s.search_vector IS DISTINCT FROM strip(i.search_vector || x.extra);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- As 0010: from the inserted rows alone, a later variant merged into its parent's row.
    INSERT INTO item_search AS s (id, rx_level, popularity, category_id, created_at, in_stock,
      manufacturer, name_lower, search_vector, codes, name_normalized)
    SELECT n.id, n.rx_level, n.popularity, n.category_id, n.created_at, n.quantity_available > 0,
      n.manufacturer, lower(coalesce(n.site_display_name, n.display_name)),
      strip(n.search_vector || coalesce(c.extra, ''::tsvector)),
      item_search_codes_merge('', c.added), search_normalize(coalesce(n.site_display_name, n.display_name))
    FROM new_items n
    LEFT JOIN (SELECT coalesce(v.parent_id, v.id) AS id, array_agg(x.code) AS added,
          search_unit_vector(string_agg(DISTINCT coalesce(v.site_display_name, v.display_name) || ' '
            || v.search_keywords, ' ')) AS extra
        FROM new_items v CROSS JOIN LATERAL (VALUES (v.item_name), (v.mpn)) AS x(code)
        WHERE NOT v.inactive GROUP BY 1) c ON c.id = n.id
    WHERE n.listed ORDER BY n.id
    ON CONFLICT (id) DO NOTHING;
    UPDATE item_search s SET codes = item_search_codes_merge(s.codes, c.added),
      search_vector = s.search_vector || c.extra
    FROM (SELECT v.parent_id AS id, array_agg(x.code) AS added,
          search_unit_vector(string_agg(DISTINCT coalesce(v.site_display_name, v.display_name) || ' '
            || v.search_keywords, ' ')) AS extra
        FROM new_items v CROSS JOIN LATERAL (VALUES (v.item_name), (v.mpn)) AS x(code)
        WHERE v.parent_id IS NOT NULL AND NOT v.inactive
          AND NOT EXISTS (SELECT FROM new_items p WHERE p.id = v.parent_id)
        GROUP BY 1) c
    WHERE s.id = c.id;
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_items n, search_words_in(coalesce(n.site_display_name, n.display_name)
      || ' ' || n.search_keywords || ' ' || n.manufacturer || ' ' || coalesce(n.category_path, '')) AS w
    WHERE NOT n.inactive
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  -- UPDATE
  DELETE FROM item_search s USING new_items n WHERE s.id = n.id AND NOT n.listed;
  INSERT INTO item_search AS s (id, rx_level, popularity, category_id, created_at, in_stock,
    manufacturer, name_lower, search_vector, codes, name_normalized)
  SELECT n.id, n.rx_level, n.popularity, n.category_id, n.created_at, n.quantity_available > 0,
    n.manufacturer, lower(coalesce(n.site_display_name, n.display_name)),
    strip(n.search_vector || coalesce(x.extra, ''::tsvector)), coalesce(c.codes, ''),
    search_normalize(coalesce(n.site_display_name, n.display_name))
  FROM new_items n
  LEFT JOIN item_search_codes(ARRAY(SELECT id FROM new_items WHERE listed)) c ON c.id = n.id
  LEFT JOIN item_search_extra(ARRAY(SELECT id FROM new_items WHERE listed)) x ON x.id = n.id
  WHERE n.listed ORDER BY n.id
  ON CONFLICT (id) DO UPDATE SET search_vector = excluded.search_vector,
    name_lower = excluded.name_lower, manufacturer = excluded.manufacturer,
    rx_level = excluded.rx_level, in_stock = excluded.in_stock, category_id = excluded.category_id,
    popularity = excluded.popularity, created_at = excluded.created_at, codes = excluded.codes,
    name_normalized = excluded.name_normalized
  WHERE (s.search_vector, s.name_lower, s.manufacturer, s.rx_level, s.in_stock, s.category_id,
      s.popularity, s.created_at, s.codes, s.name_normalized)
    IS DISTINCT FROM (excluded.search_vector, excluded.name_lower, excluded.manufacturer,
      excluded.rx_level, excluded.in_stock, excluded.category_id, excluded.popularity,
      excluded.created_at, excluded.codes, excluded.name_normalized);
  -- Variants changed: their parents' codes and words, the old parent's and the new one's.
  UPDATE item_search s SET codes = c.codes
  FROM item_search_codes(ARRAY(SELECT parent_id FROM new_items WHERE parent_id IS NOT NULL
    UNION SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL)) c
  WHERE s.id = c.id AND s.codes IS DISTINCT FROM c.codes;
  UPDATE item_search s SET search_vector = strip(i.search_vector || x.extra)
  FROM item_search_extra(ARRAY(SELECT parent_id FROM new_items WHERE parent_id IS NOT NULL
    UNION SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL)) x
  JOIN items i ON i.id = x.id
  WHERE s.id = x.id AND s.search_vector IS DISTINCT FROM strip(i.search_vector || x.extra);
  -- New words only when the words changed: a stock change (every order) reads no word.
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_items n JOIN old_items o ON o.id = n.id,
    search_words_in(coalesce(n.site_display_name, n.display_name) || ' ' || n.search_keywords || ' '
      || n.manufacturer || ' ' || coalesce(n.category_path, '')) AS w
  WHERE NOT n.inactive AND (n.display_name, n.site_display_name, n.search_keywords, n.manufacturer,
      n.category_path) IS DISTINCT FROM (o.display_name, o.site_display_name, o.search_keywords,
      o.manufacturer, o.category_path)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The items already there: their vectors with the normalized words, their names, and their words.
UPDATE item_search s SET search_vector = strip(i.search_vector || x.extra),
  name_normalized = search_normalize(coalesce(i.site_display_name, i.display_name))
FROM item_search_extra(ARRAY(SELECT id FROM item_search)) x JOIN items i ON i.id = x.id
WHERE s.id = x.id;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM items n, search_words_in(coalesce(n.site_display_name, n.display_name) || ' '
  || n.search_keywords || ' ' || n.manufacturer || ' ' || coalesce(n.category_path, '')) AS w
WHERE NOT n.inactive
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CLUSTER item_search;
--> statement-breakpoint
ANALYZE item_search;
--> statement-breakpoint
-- Synonyms: their words join the vocabulary (a misspelt 'sphygmomanometr' still finds the cuffs),
-- and a change notifies catalog_changes (ADR 0013) so every API process drops its copy of them.
CREATE FUNCTION search_synonyms_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_synonyms n, unnest(n.phrases) AS p, search_words_in(p) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_synonyms_words_insert AFTER INSERT ON search_synonyms
  REFERENCING NEW TABLE AS new_synonyms FOR EACH STATEMENT EXECUTE FUNCTION search_synonyms_words();
--> statement-breakpoint
CREATE TRIGGER search_synonyms_words_update AFTER UPDATE ON search_synonyms
  REFERENCING NEW TABLE AS new_synonyms FOR EACH STATEMENT EXECUTE FUNCTION search_synonyms_words();
--> statement-breakpoint
CREATE TRIGGER search_synonyms_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
-- ALWAYS, as for item_search (0013): the seed's bulk writer runs as a replica.
ALTER TABLE search_synonyms ENABLE ALWAYS TRIGGER search_synonyms_words_insert;
--> statement-breakpoint
ALTER TABLE search_synonyms ENABLE ALWAYS TRIGGER search_synonyms_words_update;
--> statement-breakpoint
ALTER TABLE search_synonyms ENABLE ALWAYS TRIGGER search_synonyms_notify_change;
--> statement-breakpoint
-- The trade's words a store starts with: brand names used as generic words, abbreviations, clinical
-- and lay names. Staff edit them in the back office afterwards.
INSERT INTO search_synonyms (phrases) VALUES
  ('{band aid,bandaid,adhesive bandage}'),
  ('{ace bandage,ace wrap,elastic bandage}'),
  ('{coban,self adherent wrap,cohesive wrap,cohesive bandage}'),
  ('{kerlix,gauze roll,gauze fluff,bandage roll}'),
  ('{tegaderm,opsite,transparent film dressing}'),
  ('{duoderm,hydrocolloid dressing}'),
  ('{mepilex,foam dressing}'),
  ('{vacutainer,evacuated collection tube,evacuated tube}'),
  ('{butterfly needle,butterfly,winged collection set,winged infusion set}'),
  ('{angiocath,jelco,iv catheter,intravenous catheter,cannula}'),
  ('{hep lock,heplock,saline lock,extension set}'),
  ('{saline,sodium chloride,nacl,normal saline}'),
  ('{lr,lactated ringer,ringers lactate}'),
  ('{d5w,dextrose}'),
  ('{bp cuff,blood pressure cuff,sphygmomanometer,sphyg}'),
  ('{bp monitor,blood pressure monitor}'),
  ('{pulse ox,pulse oximeter,oximeter,spo2}'),
  ('{glucometer,glucose meter,blood glucose meter,sugar meter}'),
  ('{test strips,glucose test strips,blood sugar strips}'),
  ('{finger stick,fingerstick,lancet}'),
  ('{ambu bag,bvm,bag valve mask,manual resuscitator}'),
  ('{aed,defibrillator}'),
  ('{ett,et tube,endotracheal tube}'),
  ('{opa,oral airway,oropharyngeal airway}'),
  ('{npa,nasal airway,nasopharyngeal airway,nasal trumpet}'),
  ('{o2,oxygen}'),
  ('{nc,nasal cannula,oxygen cannula}'),
  ('{neb,nebulizer,nebuliser}'),
  ('{ppe,personal protective equipment}'),
  ('{n95,respirator,n95 mask}'),
  ('{surgical mask,procedure mask,face mask}'),
  ('{isolation gown,gown,yellow gown}'),
  ('{purell,hand sanitizer,hand sanitiser,alcohol gel}'),
  ('{sani cloth,sanicloth,cavi wipe,disinfectant wipe,germicidal wipe}'),
  ('{alcohol swab,alcohol pad,alcohol prep pad}'),
  ('{betadine,povidone iodine,pvp i}'),
  ('{chg,chlorhexidine}'),
  ('{q tip,qtip,cotton swab,cotton tipped applicator}'),
  ('{sharps bin,sharps container}'),
  ('{red bag,biohazard bag,biohazard liner}'),
  ('{tb syringe,tuberculin syringe,ppd syringe}'),
  ('{hypo needle,hypodermic needle}'),
  ('{steth,stethoscope}'),
  ('{temp probe,thermometer,fever thermometer}'),
  ('{tylenol,acetaminophen,paracetamol}'),
  ('{advil,motrin,ibuprofen}'),
  ('{xylocaine,lidocaine}'),
  ('{narcan,naloxone}'),
  ('{epipen,epi,epinephrine,adrenaline}'),
  ('{flu shot,flu vaccine,influenza vaccine}'),
  ('{exam gloves,examination gloves,medical gloves}'),
  ('{table paper,exam table paper,crepe paper}'),
  ('{ekg,ecg,electrocardiogram}'),
  ('{wheelchair,wheel chair}'),
  ('{autoclave pouch,sterilization pouch,self seal pouch}'),
  ('{specimen cup,urine cup,specimen container}');
