/** The file types that get a Brotli copy, with the Content-Type the server sends for each. */
export declare const PRECOMPRESSED_TYPES: Readonly<Record<string, string>>
/** Files smaller than this are left alone. */
export declare const MIN_PRECOMPRESS_BYTES: number
/** Writes `file.br` for each compressible file under `staticDir`; returns the files written. */
export declare function precompressStaticAssets(staticDir: string): string[]
