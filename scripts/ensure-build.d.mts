export declare const TARGETS: Record<"site" | "server", { stamps: string[]; outputs: string[]; sources: string[] }>;
export declare function buildState(target: "site" | "server", root?: string): "missing" | "stale" | "fresh";
export declare function ensureBuild(target?: "site" | "server"): Promise<void>;
