export declare const NGINX: string;
export declare const NGINX_PACKAGE: string;
export declare const SHIPPED_CONFIG: string;
export declare function ensureNginx(): string;
export declare function renderSite(
  shipped: string,
  options: { listen: string; instancePorts: number[]; root: string; accessLog: string; trustedProxies?: string[] },
): string;
export declare function topLevelConfig(options: { dir: string; siteFile: string }): string;
export declare function writeConfig(dir: string, site: string): string;
export declare function testConfig(nginx: string, mainFile: string): string | null;
export declare function checkShippedConfig(nginx: string): void;
