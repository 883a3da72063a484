// Installs Debian packages the way `npm test` and `npm run cluster` do: with apt-get when running
// as root, else not at all (the caller stops with the command that would).
import { spawnSync } from "node:child_process";

/** The command a person runs to install `packages`. */
export const aptCommand = (packages, sudo = "sudo ") =>
  `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(" ")}`;

function commandWorks(cmd, args) {
  return spawnSync(cmd, args, { stdio: "ignore" }).status === 0;
}

/** Whether this process may install packages: root, on a machine with apt-get. */
export const canInstall = () => process.getuid?.() === 0 && commandWorks("apt-get", ["--version"]);

/**
 * apt-get update, then install `packages`, writing apt's output to this terminal; on failure
 * prints the command to run by hand and answers false.
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...packages],
  ]) {
    const run = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (run.status !== 0) {
      console.error(`apt-get ${args[0]} failed: install by hand with \`${aptCommand(packages, "")}\`.`);
      return false;
    }
  }
  return true;
}
