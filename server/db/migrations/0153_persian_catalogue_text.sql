-- The catalogue's Persian text in Persian letters and digits (behaviour §3.1), as the seed and imports
-- now store it (src/lib/fold.ts readableText): Arabic ي, ى, ك as ی, ک; Arabic-Indic digits as
-- Persian; the digits of a word with Latin letters, and of a number standing before a Latin word (or
-- last, after one), as Latin («D3», «200 mg»); every other digit as Persian. Words are rejoined with
-- one space. The search columns (*_f)
-- fold both spellings alike and do not change.
CREATE FUNCTION persian_catalogue_text(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(
    CASE
      WHEN w ~ '[A-Za-z]'
        OR (w !~ '[^0-9٠-٩۰-۹.,/%٬٫-]' AND (next_w ~ '^[A-Za-z]' OR (next_w IS NULL AND prev_w ~ '[A-Za-z]')))
        THEN translate(w, 'يىك٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ییک01234567890123456789')
      ELSE translate(w, 'يىك٠١٢٣٤٥٦٧٨٩0123456789', 'ییک۰۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹')
    END, ' ' ORDER BY i)
  FROM (
    SELECT w, i, lead(w) OVER (ORDER BY i) AS next_w, lag(w) OVER (ORDER BY i) AS prev_w
    FROM regexp_split_to_table(btrim(value), '\s+') WITH ORDINALITY AS t(w, i)
  ) AS words
$$;

UPDATE medicines_a SET
  brand_name_fa = persian_catalogue_text(brand_name_fa),
  generic_name_fa = persian_catalogue_text(generic_name_fa),
  concessionaire = persian_catalogue_text(concessionaire),
  manufacturing_factory = persian_catalogue_text(manufacturing_factory),
  importer_company = persian_catalogue_text(importer_company),
  manufacturing_country = persian_catalogue_text(manufacturing_country),
  drug_classification = persian_catalogue_text(drug_classification),
  pharmaceutical_group = persian_catalogue_text(pharmaceutical_group)
WHERE concat_ws(' ', brand_name_fa, generic_name_fa, concessionaire, manufacturing_factory, importer_company,
  manufacturing_country, drug_classification, pharmaceutical_group) ~ '[يىك٠-٩0-9]';

UPDATE medicines_b SET
  brand_name_fa = persian_catalogue_text(brand_name_fa),
  generic_name_fa = persian_catalogue_text(generic_name_fa),
  supplier_company = persian_catalogue_text(supplier_company),
  producer_company = persian_catalogue_text(producer_company),
  name_brand_owner = persian_catalogue_text(name_brand_owner),
  medicine_group = persian_catalogue_text(medicine_group)
WHERE concat_ws(' ', brand_name_fa, generic_name_fa, supplier_company, producer_company, name_brand_owner,
  medicine_group) ~ '[يىك٠-٩0-9]';

DROP FUNCTION persian_catalogue_text(text);
