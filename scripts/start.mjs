// `npm start`: build once if needed, then run the server in this same process, so the process
// npm starts (and signals on SIGTERM/SIGINT) is the server itself, not a shell in front of it.
// The app's own default is production; React reads this variable, and without it renders in its
// development build, about three times slower.
process.env.NODE_ENV ||= "production";
const { ensureBuild } = await import("./ensure-build.mjs");
await ensureBuild("site");
await import("../dist/server/index.js");
