import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSite, SHIPPED_CONFIG } from "../../scripts/cluster/nginx.mjs";

const shipped = fs.readFileSync(SHIPPED_CONFIG, "utf8");
const options = {
  listen: "127.0.0.1:8080",
  instancePorts: [41001, 41002, 41003],
  root: "/tmp/site/build/client",
  accessLog: "/tmp/run/access.log",
};

describe("npm run cluster's rendering of deploy/nginx.conf", () => {
  it("fills in the four deploy: places and changes nothing else", () => {
    const rendered = renderSite(shipped, options);
    const upstream = /# BEGIN upstream servers\n([\s\S]*?)\n\s*# END upstream servers/.exec(rendered)![1];
    expect(upstream!.split("\n").map((l) => l.trim())).toEqual([
      "server 127.0.0.1:41001 max_fails=2 fail_timeout=5s;",
      "server 127.0.0.1:41002 max_fails=2 fail_timeout=5s;",
      "server 127.0.0.1:41003 max_fails=2 fail_timeout=5s;",
    ]);
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:8080;$/m);
    expect(rendered).not.toMatch(/^\s*listen 80;$/m);
    expect(rendered).toMatch(/^\s*root \/tmp\/site\/build\/client;$/m);
    expect(rendered).toMatch(/^\s*access_log \/tmp\/run\/access\.log domu_site;$/m);
    // Everything else is the shipped file, line for line.
    const rest = (text: string) =>
      text
        .replace(/# BEGIN upstream servers[\s\S]*?# END upstream servers/, "")
        .split("\n")
        .filter((l) => !/^\s*(listen|root|access_log) /.test(l));
    expect(rest(rendered)).toEqual(rest(shipped));
  });

  it("believes X-Forwarded-For only from the addresses it is given", () => {
    expect(renderSite(shipped, options)).not.toMatch(/^\s*(set_real_ip_from|real_ip_header)/m);
    const behindProxy = renderSite(shipped, { ...options, trustedProxies: ["127.0.0.1"] });
    expect(behindProxy).toMatch(/^\s*set_real_ip_from 127\.0\.0\.1;\n\s*real_ip_header X-Forwarded-For;$/m);
    // nginx still sends the app only the one address it settled on.
    expect(behindProxy).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
  });

  it("refuses a shipped file whose deploy: places moved, rather than run something else", () => {
    expect(() => renderSite(shipped.replace("listen 80;", "listen 8000;"), options)).toThrow(
      "deploy/nginx.conf: expected exactly one `listen 80;`, found 0.",
    );
    expect(() => renderSite(shipped.replace("# BEGIN upstream servers", "# upstreams"), options)).toThrow(
      'deploy/nginx.conf: the "# BEGIN upstream servers" block is missing.',
    );
  });
});
