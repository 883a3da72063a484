export declare const aptCommand: (packages: string[], sudo?: string) => string;
export declare const canInstall: () => boolean;
export declare function aptInstall(packages: string[]): boolean;
