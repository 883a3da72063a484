export interface PrereqPlan {
  install: string[];
  notices: string[];
  stop: string | null;
}
export declare function planPrereqs(machine: {
  nodeVersion: string;
  chromiumPath: string;
  hasChromium: boolean;
  hasJava: boolean;
  hasPdftotext: boolean;
  hasNginx: boolean;
  canInstall: boolean;
  env: Record<string, string | undefined>;
}): PrereqPlan;
