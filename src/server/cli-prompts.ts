import readline from "node:readline";
import { Writable } from "node:stream";

/** A mistake in how a command-line tool was called: its message is for the person, exit code 2. */
export class UsageError extends Error {}

/** Reads one line without echoing it on a terminal; from a pipe, the first line. */
export async function readSecret(prompt: string): Promise<string> {
  const input = process.stdin;
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input, output, terminal: input.isTTY === true });
  try {
    if (input.isTTY) process.stderr.write(prompt);
    muted = true;
    const line: string = await new Promise((resolve, reject) => {
      rl.once("line", resolve);
      rl.once("close", () => reject(new UsageError("No password given.")));
    });
    if (input.isTTY) process.stderr.write("\n");
    return line;
  } finally {
    rl.close();
  }
}

/** A new password: typed twice on a terminal (they must match), read once from a pipe. */
export async function readNewPassword(prompt = "New password: "): Promise<string> {
  const password = await readSecret(prompt);
  if (process.stdin.isTTY && (await readSecret("Repeat it: ")) !== password) {
    throw new UsageError("The two passwords differ; nothing was changed.");
  }
  return password;
}

/**
 * Ends a command-line tool on a failure: a known mistake (`isKnown`) prints its sentence and exits
 * 2, anything else prints its message and exits 1 — the codes scripts calling the tools check.
 */
export function exitOnFailure(err: unknown, isKnown: (err: unknown) => boolean): never {
  const known = err instanceof UsageError || isKnown(err);
  console.error(err instanceof Error ? err.message : err);
  process.exit(known ? 2 : 1);
}
