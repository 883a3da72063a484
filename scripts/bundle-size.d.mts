export declare const BUDGETS_KIB: Record<string, number>;
export declare function routeSizes(buildDir?: string): Promise<{ id: string; kib: number; budget: number | null }[]>;
export declare function formatReport(rows: { id: string; kib: number; budget: number | null }[]): string;
export declare const WIDGET_BUDGETS_KIB: { launcher: number; panel: number };
export declare function widgetSizes(buildDir?: string): Promise<{ launcher: number; panel: number }>;
export declare function formatWidgetReport(sizes: { launcher: number; panel: number }): string;
