import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs a command-line script (`admin-cli`, `investor-cli`) on the database file `dbFile` with
 * `stdin` piped in, as `npm run …` runs it: the compiled script when a build exists (about six
 * times faster to start), else from source with tsx, as user `as` when given (root's permission
 * checks are bypassed, so a test of them runs as another user). Answers its exit code and output.
 */
export async function runCli(
  name: string,
  args: string[],
  dbFile: string,
  stdin = "",
  as?: { uid: number; gid: number },
): Promise<CliResult> {
  const script = fs.existsSync(`dist/server/${name}.js`)
    ? [`dist/server/${name}.js`]
    : ["--import", "tsx", `src/server/${name}.ts`];
  const child = run(process.execPath, [...script, ...args], {
    env: { ...process.env, DATABASE_URL: dbFile, NODE_ENV: "test" },
    ...as,
  });
  child.child.stdin?.end(stdin);
  try {
    const { stdout, stderr } = await child;
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}
