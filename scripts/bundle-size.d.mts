export declare const BUDGETS_KIB: Record<string, number>;
export declare function routeSizes(buildDir?: string): Promise<{ id: string; kib: number; budget: number | null }[]>;
export declare function formatReport(rows: { id: string; kib: number; budget: number | null }[]): string;
