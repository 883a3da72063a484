/** The espeak-ng package (eSpeak-NG compiled by Emscripten; GPL-3.0-or-later): only what we use. */
declare module "espeak-ng" {
  export interface ESpeakNgModule {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
      unlink(path: string): void;
    };
  }
  export interface ESpeakNgOptions {
    noInitialRun?: boolean;
    arguments?: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Instantiates the module's WebAssembly (imports and instance as WebAssembly has them). */
    instantiateWasm?: (imports: object, receive: (instance: object) => void) => Record<string, never>;
  }
  const ESpeakNg: (options?: ESpeakNgOptions) => Promise<ESpeakNgModule>;
  export default ESpeakNg;
}
