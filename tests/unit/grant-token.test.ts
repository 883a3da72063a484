import { describe, expect, it } from "vitest";
import { signGrant, verifyGrant } from "../../src/server/modules/gates/grant-token.ts";

const KEY = "k".repeat(40);
const NOW = Date.parse("2026-11-25T12:00:00Z");
const inAnHour = NOW / 1000 + 3600;

describe("gate grant tokens", () => {
  it("proves the gate, the expiry and the server-side grant it stands for", () => {
    const id = "0b7c3c52-8f4e-4c1a-9d6e-2f4a5b6c7d8e";
    const token = signGrant({ gate: "investor:dayo", expiresAt: inAnHour, id }, [KEY]);
    expect(verifyGrant(token, "investor:dayo", [KEY], NOW)).toEqual({ gate: "investor:dayo", expiresAt: inAnHour, id });
    expect(verifyGrant(signGrant({ gate: "site", expiresAt: inAnHour }, [KEY]), "site", [KEY], NOW)).toEqual({
      gate: "site",
      expiresAt: inAnHour,
    });
  });

  it("refuses another gate, an expired grant, a forged or tampered one, and junk", () => {
    const token = signGrant({ gate: "investor:dayo", expiresAt: inAnHour }, [KEY]);
    expect(verifyGrant(token, "investor:ume", [KEY], NOW)).toBeNull();
    expect(verifyGrant(token, "site", [KEY], NOW)).toBeNull();
    expect(verifyGrant(token, "investor:dayo", [KEY], inAnHour * 1000)).toBeNull();
    expect(verifyGrant(token, "investor:dayo", ["another key of forty characters at least"], NOW)).toBeNull();
    const [v, , sig] = token.split(".");
    const stretched = Buffer.from(JSON.stringify({ g: "investor:dayo", e: inAnHour + 1e6 })).toString("base64url");
    expect(verifyGrant(`${v}.${stretched}.${sig}`, "investor:dayo", [KEY], NOW)).toBeNull();
    for (const junk of ["", "g1", "g1..", "g1.e30.", `${token}.x`, "x".repeat(2000), null, undefined]) {
      expect(verifyGrant(junk, "investor:dayo", [KEY], NOW)).toBeNull();
    }
  });

  it("accepts grants signed with an older key while keys rotate, and signs with the newest", () => {
    const old = signGrant({ gate: "site", expiresAt: inAnHour }, ["old key of forty characters or so......"]);
    const rotated = ["new key of forty characters or so......", "old key of forty characters or so......"];
    expect(verifyGrant(old, "site", rotated, NOW)).not.toBeNull();
    const fresh = signGrant({ gate: "site", expiresAt: inAnHour }, rotated);
    expect(verifyGrant(fresh, "site", [rotated[0]!], NOW)).not.toBeNull();
    expect(verifyGrant(fresh, "site", [rotated[1]!], NOW)).toBeNull();
  });
});
