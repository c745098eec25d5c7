/** Where uploaded images live. One interface: local disk, or the database for several instances. */
export interface ImageStorage {
  /** Stores the bytes under a new random name; answers the public URL path. */
  save(bytes: Buffer, extension: "webp"): Promise<{ url: string }>;
  /** The stored bytes of a name that `save` gave out, or null. */
  read(name: string): Promise<Buffer | null>;
}

/** Names we hand out: a random UUID and our extension. Nothing a client sends becomes a path. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const UPLOADS_URL_PREFIX = "/uploads/";
