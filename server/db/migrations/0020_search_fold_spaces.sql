-- Search folds a space, a ZWNJ and no space alike (src/lib/fold.ts foldForSearch): the stored
-- *_f copies were foldPersian() (ZWNJ removed, white space made one space), so taking the spaces out
-- gives foldForSearch() of the same text. The newline between the fields of search_f stays (a folded
-- query never holds one, so a match never spans two fields). The trigram indexes on these columns
-- are kept and follow the update.
UPDATE medicines_a SET
  search_f = replace(search_f, ' ', ''),
  brand_name_fa_f = replace(brand_name_fa_f, ' ', ''),
  brand_name_la_f = replace(brand_name_la_f, ' ', ''),
  generic_name_fa_f = replace(generic_name_fa_f, ' ', ''),
  generic_name_la_f = replace(generic_name_la_f, ' ', ''),
  generic_code_f = replace(generic_code_f, ' ', ''),
  concessionaire_f = replace(concessionaire_f, ' ', '')
WHERE position(' ' IN search_f || brand_name_fa_f || brand_name_la_f || generic_name_fa_f || generic_name_la_f
  || generic_code_f || concessionaire_f) > 0;

UPDATE medicines_b SET
  search_f = replace(search_f, ' ', ''),
  brand_name_fa_f = replace(brand_name_fa_f, ' ', ''),
  brand_name_la_f = replace(brand_name_la_f, ' ', ''),
  generic_name_fa_f = replace(generic_name_fa_f, ' ', ''),
  generic_name_la_f = replace(generic_name_la_f, ' ', ''),
  generic_code_f = replace(generic_code_f, ' ', ''),
  supplier_company_f = replace(supplier_company_f, ' ', ''),
  producer_company_f = replace(producer_company_f, ' ', ''),
  irc_code_f = replace(irc_code_f, ' ', '')
WHERE position(' ' IN search_f || brand_name_fa_f || brand_name_la_f || generic_name_fa_f || generic_name_la_f
  || generic_code_f || supplier_company_f || producer_company_f || irc_code_f) > 0;
