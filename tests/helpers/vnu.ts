import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** True when a `java` the Nu HTML Checker can run on is on the PATH. */
export function javaAvailable(): boolean {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

/**
 * Checks every document with the Nu HTML Checker in one JVM (it takes a second or two to start)
 * and answers the errors per document; warnings and info are left out.
 */
export function vnuErrors(documents: Map<string, string>): { page: string; line?: number; message: string }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    [...documents].forEach(([page, html], i) => {
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, html);
      files.set(path.basename(file), page);
    });
    let output: string;
    try {
      output = execFileSync("java", ["-jar", JAR, "--errors-only", "--format", "json", "--stdout", dir], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // vnu exits 1 when it found errors; its report is still on stdout.
      output = String((error as { stdout?: string }).stdout ?? "");
      if (!output) throw error;
    }
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => ({
        page: files.get(path.basename(new URL(m.url).pathname)) ?? m.url,
        ...(m.lastLine ? { line: m.lastLine } : {}),
        message: m.message,
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
