/** Every file under a folder, at any depth, as full paths. */
export declare function filesUnder(dir: string): string[]
