/** The part of archiver 8 (ESM, shipped without types) that the campaign data download uses. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: ZlibOptions; forceZip64?: boolean });
    append(source: Readable | Buffer | string, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
