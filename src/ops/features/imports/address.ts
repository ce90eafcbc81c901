import { paths } from '../../../routes/paths';

/**
 * The addresses of the import screens: the list, a new import, one import. One route with a query
 * keeps the route table, which every page downloads (the sign-in page at its budget), one entry long.
 */
export const importsAddress = {
  list: paths.ops.imports,
  new: `${paths.ops.imports}?import=new`,
  one: (importId: string) => `${paths.ops.imports}?import=${encodeURIComponent(importId)}`,
};
