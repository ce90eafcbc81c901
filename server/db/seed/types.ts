import type { components } from '../../../src/api/schema';

type Schemas = components['schemas'];

/**
 * A category A medicine as the seed generator makes it: the API shape without the database id;
 * `key` is unique within the catalogue and `relatedKeys` name other medicines of it.
 */
export type SeedMedicineA = Omit<Schemas['MedicineA'], '_id' | 'related' | 'photo'> & {
  key: string;
  relatedKeys: string[];
  /** File name of a photo in `SeedCatalog.photos`, or null. */
  photoFile: string | null;
  /** The pack's GTIN-13 (behaviour §10.4), unique in the catalogue; none when absent. */
  gtin?: string | null;
};

/** A category B medicine as the seed generator makes it (see SeedMedicineA). */
export type SeedMedicineB = Omit<Schemas['MedicineB'], '_id' | 'related' | 'price_updated_at'> & {
  key: string;
  relatedKeys: string[];
  /** The pack's GTIN (behaviour §10.4); absent: `gtin_code` when it is a valid GTIN-13. */
  gtin?: string | null;
};

export interface SeedPhoto {
  fileName: string;
  contentType: 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp';
  body: Buffer;
}

export interface SeedCatalog {
  medicinesA: SeedMedicineA[];
  medicinesB: SeedMedicineB[];
  photos: SeedPhoto[];
}

export interface SeedOptions {
  /** Medicines per catalogue (default 2,000). */
  scale: number;
  /** PRNG seed: the same seed makes the same catalogue. */
  seed: number;
  /** "Now" for the price histories (12 months back from it). */
  now: Date;
}
